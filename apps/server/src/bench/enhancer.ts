import { parseArgs } from 'node:util';
import { describeAccuracy, measureEnhancer } from '@/modules/ai-enhancement/enhancer-accuracy.ts';
import { HOLDOUT_TRADE_NAMES, LABELLED_TRADE_NAMES } from '@/modules/ai-enhancement/labelled-trade-names.ts';

const USAGE = `Usage: npm run bench -- enhancer [--misses]
  Runs the offline enhancer on the labelled trade names (the set the rules were tuned on, then the
  holdout) and prints the accuracy per field and per confidence level; --misses lists every miss.
  No database and no network.`;

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { misses: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  for (const [label, rows] of [
    ['tuned set', LABELLED_TRADE_NAMES],
    ['holdout', HOLDOUT_TRADE_NAMES],
  ] as const) {
    const started = performance.now();
    const accuracy = measureEnhancer(rows);
    const ms = performance.now() - started;
    console.log(`\n${label}: ${describeAccuracy(accuracy).join('\n')}`);
    console.log(`  ${(ms / rows.length).toFixed(2)} ms a row`);
    if (values.misses)
      for (const miss of accuracy.misses)
        console.log(`  ${miss.sku} ${miss.field}: expected ${miss.expected ?? '—'}, got ${miss.got ?? '—'}`);
  }
}
