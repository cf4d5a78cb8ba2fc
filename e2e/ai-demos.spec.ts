import { type Page, expect, test } from '@playwright/test';
import { adminSsoLogin, businessLogin } from './support.ts';

// Back-office §2.11: both demos run on hard-coded samples in the browser (2 s single, 800 ms
// bulk steps) and show the confidence levels and guidance; they send no enhancement request.

const SHOTS = process.env.STAGED_SHOTS_DIR;

/** How far the page is wider than the viewport (0 when it does not scroll sideways). */
const SIDEWAYS_OVERFLOW = 'document.documentElement.scrollWidth - window.innerWidth';

/** Requests a demo must never send: the real enhancement and staging endpoints. */
function watchEnhancementCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(ai-enhancement|scraper)\//.test(request.url())) calls.push(request.url());
  });
  return calls;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('an admin runs the single AI demo and sees the enhanced data with its confidence guidance', async ({
  page,
}) => {
  await adminSsoLogin(page);
  const calls = watchEnhancementCalls(page);
  await page.goto('/ai-enhancement-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Enhancement Demo' })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Demonstration' })).toContainText(
    'Demonstration with sample data',
  );

  await page.getByRole('button', { name: 'Enhance with AI' }).click();
  await expect(page.getByRole('button', { name: 'Enhancing…' })).toBeDisabled();
  // The spec's 2 s: not at once, well before 5 s.
  const result = page.getByText('Monoblock Class D Amplifier 1000 W RMS with Remote Bass Knob');
  await expect(result).toBeHidden();
  await expect(result).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText('97% confidence · High')).toBeVisible();
  await expect(page.getByText('Auto-apply recommended', { exact: true })).toBeVisible();
  const legend = page.getByRole('region', { name: 'Reading the confidence' });
  for (const text of ['High 90%+', 'Medium 75%+', 'Low 50%+', '85%+ review recommended']) {
    await expect(legend).toContainText(text);
  }
  await shot(page, 'ai-enhancement-demo-1280');

  // A vaguer sample needs a person.
  await page.getByLabel('Sample product').selectOption('DEMO-MISC-X1');
  await page.getByRole('button', { name: 'Enhance with AI' }).click();
  await expect(page.getByText('54% confidence · Low')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText('Manual review required', { exact: true })).toBeVisible();
  expect(calls).toEqual([]);
});

test('an admin runs the bulk AI demo step by step and judges the results by a threshold', async ({
  page,
}) => {
  await adminSsoLogin(page);
  const calls = watchEnhancementCalls(page);
  await page.goto('/bulk-ai-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk AI Enhancement Demo' })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Demonstration' })).toBeVisible();
  const threshold = page.getByLabel('Confidence threshold');
  await expect(threshold.locator('option')).toHaveText(['High (90%+)', 'Medium (75%+)', 'Low (50%+)']);
  await threshold.selectOption('High');

  await page.getByRole('button', { name: 'Enhance 6 Products' }).click();
  const progress = page.getByRole('progressbar', { name: 'Bulk enhancement progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '1', { timeout: 3_000 });
  await expect(page.getByText('Enhanced 6 of 6 products')).toBeVisible({ timeout: 10_000 });
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('listitem')).toHaveCount(6);
  await expect(results).toContainText('2 of 6 meet the High (90%+) threshold');
  await expect(results.getByText('Below threshold')).toHaveCount(4);
  for (const guidance of ['Auto-apply recommended', 'Review recommended', 'Manual review required']) {
    await expect(results.getByText(guidance, { exact: true }).first()).toBeVisible();
  }
  await threshold.selectOption('Low');
  await expect(results).toContainText('6 of 6 meet the Low (50%+) threshold');
  await shot(page, 'bulk-ai-demo-1280');
  expect(calls).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a manufacturer opens both demos without sideways scrolling', async ({ page }) => {
    await businessLogin(page, 'manufacturer@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto('/ai-enhancement-demo');
    await page.getByRole('button', { name: 'Enhance with AI' }).click();
    await expect(page.getByText('97% confidence · High')).toBeVisible({ timeout: 5_000 });
    await shot(page, 'ai-enhancement-demo-390');
    expect(await page.evaluate(SIDEWAYS_OVERFLOW)).toBeLessThanOrEqual(0);

    await page.goto('/bulk-ai-demo');
    await page.getByRole('button', { name: 'Enhance 6 Products' }).click();
    await expect(page.getByText('Enhanced 6 of 6 products')).toBeVisible({ timeout: 10_000 });
    await shot(page, 'bulk-ai-demo-390');
    expect(await page.evaluate(SIDEWAYS_OVERFLOW)).toBeLessThanOrEqual(0);
  });
});
