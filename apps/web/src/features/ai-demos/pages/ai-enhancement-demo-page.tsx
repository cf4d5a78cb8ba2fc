import { AI_DEMO_SINGLE_DELAY_MS } from '@crossover/domain/ai-enhancement';
import { Loader2, RotateCcw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/ui/form/select-field';
import { ConfidenceBadge, ConfidenceLegend, GuidanceText } from '../components/confidence';
import { DataItem } from '../components/data-list';
import { DemoNotice } from '../components/demo-notice';
import { SAMPLE_PRODUCTS } from '../components/sample-products';
import { useSimulatedRun } from '../components/use-simulated-run';

/** Back-office §2.11 /ai-enhancement-demo: one sample product enhanced after a simulated 2 s. */
export function AiEnhancementDemoPage() {
  const [sku, setSku] = useState(SAMPLE_PRODUCTS[0]?.sku ?? '');
  const product = SAMPLE_PRODUCTS.find((p) => p.sku === sku) ?? SAMPLE_PRODUCTS[0];
  const run = useSimulatedRun(1, AI_DEMO_SINGLE_DELAY_MS);
  if (!product) return null;
  const { raw, enhanced } = product;

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">AI Enhancement Demo</h2>
        <p className="mt-1 text-sm text-slate-600">
          How AI enhancement turns a manufacturer&apos;s raw product row into catalogue-ready data.
        </p>
      </div>
      <DemoNotice>
        The products and results below are hard-coded samples and the enhancement is simulated in your
        browser: nothing is sent to the server and no product changes. Real enhancement runs on the{' '}
        <Link to="/staged-products?tab=ai" className="font-medium underline">
          Staged Products AI Enhanced tab
        </Link>
        ; see also the{' '}
        <Link to="/bulk-ai-demo" className="font-medium underline">
          bulk demo
        </Link>
        .
      </DemoNotice>

      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-80">
          <SelectField
            label="Sample product"
            value={sku}
            disabled={run.running}
            onChange={(event) => {
              setSku(event.target.value);
              run.reset();
            }}
            options={SAMPLE_PRODUCTS.map((p) => ({ value: p.sku, label: p.sku }))}
          />
        </div>
        <Button onClick={run.start} disabled={run.running}>
          {run.running ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          {run.running ? 'Enhancing…' : 'Enhance with AI'}
        </Button>
        {run.finished ? (
          <Button variant="outline" onClick={run.reset}>
            <RotateCcw aria-hidden="true" />
            Reset
          </Button>
        ) : null}
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Original Data</CardTitle>
            <CardDescription>As the manufacturer&apos;s file gave it.</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="space-y-3">
              <DataItem label="SKU">{product.sku}</DataItem>
              <DataItem label="Title">{raw.title}</DataItem>
              <DataItem label="Description">{raw.description}</DataItem>
              <DataItem label="Category">{raw.category}</DataItem>
              <DataItem label="Series">{raw.series}</DataItem>
            </dl>
          </CardContent>
        </Card>

        <Card aria-busy={run.running}>
          <CardHeader>
            <CardTitle>AI Enhanced Data</CardTitle>
            <CardDescription>What the enhancement proposes, with its confidence.</CardDescription>
          </CardHeader>
          <CardContent>
            <div role="status" aria-live="polite">
              {run.running ? (
                <p className="flex items-center gap-2 text-sm text-slate-700">
                  <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                  Enhancing {product.sku}…
                </p>
              ) : null}
              {!run.running && !run.finished ? (
                <p className="text-sm text-slate-600">Choose Enhance with AI to see the result.</p>
              ) : null}
              {run.finished ? <p className="sr-only">Enhancement complete</p> : null}
            </div>
            {run.finished ? (
              <div className="space-y-4">
                <div className="flex flex-wrap items-center gap-2">
                  <ConfidenceBadge confidence={enhanced.confidence} />
                  <GuidanceText confidence={enhanced.confidence} />
                </div>
                <dl className="space-y-3">
                  <DataItem label="Title">{enhanced.title}</DataItem>
                  <DataItem label="Short Description">{enhanced.shortDescription}</DataItem>
                  <DataItem label="Category">{enhanced.category}</DataItem>
                  <DataItem label="Series">{enhanced.series}</DataItem>
                  <DataItem label="Image URL">
                    <span className="font-mono text-xs">{enhanced.imageUrl}</span>
                  </DataItem>
                </dl>
              </div>
            ) : null}
          </CardContent>
        </Card>
      </div>
      <ConfidenceLegend />
    </div>
  );
}
