import type { ConfidenceLevel } from '@crossover/domain/ai-enhancement';
import {
  AI_DEMO_BULK_STEP_MS,
  CONFIDENCE_GUIDANCE,
  CONFIDENCE_LEVELS,
  confidenceGuidance,
} from '@crossover/domain/ai-enhancement';
import { CheckCircle2, Circle, Loader2, RotateCcw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/ui/form/select-field';
import { BulkResultCard } from '../components/bulk-result-card';
import { ConfidenceLegend } from '../components/confidence';
import { DemoNotice } from '../components/demo-notice';
import { SAMPLE_PRODUCTS } from '../components/sample-products';
import { useSimulatedRun } from '../components/use-simulated-run';

const DEFAULT_LEVEL: ConfidenceLevel = 'Medium';

function StepIcon({ state }: { state: 'waiting' | 'enhancing' | 'done' }) {
  if (state === 'done') return <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-700" />;
  if (state === 'enhancing')
    return <Loader2 aria-hidden="true" className="size-4 animate-spin text-brand-700" />;
  return <Circle aria-hidden="true" className="size-4 text-slate-400" />;
}

/** Back-office §2.11 /bulk-ai-demo: the samples enhanced one by one, a simulated 800 ms each. */
export function BulkAiDemoPage() {
  const [levelLabel, setLevelLabel] = useState<ConfidenceLevel>(DEFAULT_LEVEL);
  const level = CONFIDENCE_LEVELS.find((l) => l.label === levelLabel) ?? CONFIDENCE_LEVELS[1];
  const run = useSimulatedRun(SAMPLE_PRODUCTS.length, AI_DEMO_BULK_STEP_MS);
  const total = SAMPLE_PRODUCTS.length;
  const results = SAMPLE_PRODUCTS.slice(0, run.done);
  const threshold = level.min;
  const passing = results.filter((p) => p.enhanced.confidence >= threshold).length;
  const byGuidance = (text: string) =>
    results.filter((p) => confidenceGuidance(p.enhanced.confidence) === text).length;
  const percent = Math.round((run.done / total) * 100);
  const stateOf = (index: number) =>
    index < run.done ? 'done' : run.running && index === run.done ? 'enhancing' : 'waiting';

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">Bulk AI Enhancement Demo</h2>
        <p className="mt-1 text-sm text-slate-600">
          Many rows enhanced in one pass, each judged against a confidence threshold.
        </p>
      </div>
      <DemoNotice>
        The {total} products below are hard-coded samples and each enhancement is simulated in your browser (
        {AI_DEMO_BULK_STEP_MS} ms per product): nothing is sent to the server and no product changes. Real
        enhancement runs on the{' '}
        <Link to="/staged-products?tab=ai" className="font-medium underline">
          Staged Products AI Enhanced tab
        </Link>
        ; one product at a time in the{' '}
        <Link to="/ai-enhancement-demo" className="font-medium underline">
          single demo
        </Link>
        .
      </DemoNotice>

      <Card>
        <CardHeader>
          <CardTitle>Sample Products</CardTitle>
          <CardDescription>{total} rows as a manufacturer&apos;s file gave them.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-end gap-3">
            <div className="w-full sm:w-56">
              <SelectField
                label="Confidence threshold"
                value={levelLabel}
                onChange={(event) => setLevelLabel(event.target.value as ConfidenceLevel)}
                options={CONFIDENCE_LEVELS.map((l) => ({ value: l.label, label: `${l.label} (${l.min}%+)` }))}
              />
            </div>
            <Button onClick={run.start} disabled={run.running}>
              {run.running ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <Sparkles aria-hidden="true" />
              )}
              {run.running ? 'Enhancing…' : `Enhance ${total} Products`}
            </Button>
            {run.finished ? (
              <Button variant="outline" onClick={run.reset}>
                <RotateCcw aria-hidden="true" />
                Reset
              </Button>
            ) : null}
          </div>
          {run.running || run.done > 0 ? (
            <div className="space-y-1">
              <div
                role="progressbar"
                aria-label="Bulk enhancement progress"
                aria-valuemin={0}
                aria-valuemax={total}
                aria-valuenow={run.done}
                className="h-2 overflow-hidden rounded-full bg-slate-100"
              >
                <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
              </div>
              <p role="status" className="text-sm text-slate-700">
                {run.finished
                  ? `Enhanced ${total} of ${total} products`
                  : `Enhancing ${run.done + 1} of ${total}…`}
              </p>
            </div>
          ) : null}
          <ul className="divide-y divide-slate-100 text-sm">
            {SAMPLE_PRODUCTS.map((product, index) => (
              <li key={product.sku} className="flex items-start gap-3 py-2">
                <span className="mt-0.5">
                  <StepIcon state={stateOf(index)} />
                </span>
                <span className="min-w-0">
                  <span className="block font-mono text-xs text-slate-600">{product.sku}</span>
                  <span className="block [overflow-wrap:anywhere] text-slate-900">{product.raw.title}</span>
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      {results.length > 0 ? (
        <section aria-labelledby="bulk-results" className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id="bulk-results" className="text-lg font-semibold text-slate-900">
              Results
            </h3>
            <p className="text-sm text-slate-700">
              {passing} of {results.length} meet the {level.label} ({threshold}%+) threshold ·{' '}
              {CONFIDENCE_GUIDANCE.autoApply}: {byGuidance(CONFIDENCE_GUIDANCE.autoApply)} ·{' '}
              {CONFIDENCE_GUIDANCE.review}: {byGuidance(CONFIDENCE_GUIDANCE.review)} ·{' '}
              {CONFIDENCE_GUIDANCE.manual}: {byGuidance(CONFIDENCE_GUIDANCE.manual)}
            </p>
          </div>
          <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
            {results.map((product) => (
              <BulkResultCard key={product.sku} product={product} threshold={threshold} />
            ))}
          </ul>
        </section>
      ) : null}
      <ConfidenceLegend />
    </div>
  );
}
