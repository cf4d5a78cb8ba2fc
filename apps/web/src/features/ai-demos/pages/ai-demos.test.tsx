import {
  AI_DEMO_BULK_STEP_MS,
  AI_DEMO_SINGLE_DELAY_MS,
  CONFIDENCE_GUIDANCE,
} from '@crossover/domain/ai-enhancement';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { SAMPLE_PRODUCTS } from '../components/sample-products';
import { AiEnhancementDemoPage } from './ai-enhancement-demo-page';
import { BulkAiDemoPage } from './bulk-ai-demo-page';

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('AI demos (back-office §2.11: simulated, hard-coded samples, no backend calls)', () => {
  let api: ReturnType<typeof mockFetch>;
  beforeEach(() => {
    vi.useFakeTimers();
    api = mockFetch({});
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the single demo shows the enhanced data after exactly 2 s, with its confidence and guidance', () => {
    inRouter(<AiEnhancementDemoPage />);
    expect(screen.getByRole('note', { name: 'Demonstration' }).textContent).toContain(
      'Demonstration with sample data',
    );
    const first = SAMPLE_PRODUCTS[0]!;
    fireEvent.click(screen.getByRole('button', { name: 'Enhance with AI' }));
    expect(screen.getByRole('button', { name: 'Enhancing…' })).toHaveProperty('disabled', true);
    advance(AI_DEMO_SINGLE_DELAY_MS - 1);
    expect(screen.queryByText(first.enhanced.title)).toBeNull();
    advance(1);
    expect(screen.getByText(first.enhanced.title)).toBeTruthy();
    expect(screen.getByText(first.enhanced.shortDescription)).toBeTruthy();
    expect(screen.getByText(first.enhanced.imageUrl)).toBeTruthy();
    expect(screen.getByText(`${first.enhanced.confidence}% confidence · High`)).toBeTruthy();
    expect(screen.getAllByText(CONFIDENCE_GUIDANCE.autoApply).length).toBeGreaterThan(0);

    // Another sample starts over; its lower confidence asks for a review.
    const third = SAMPLE_PRODUCTS[2]!;
    fireEvent.change(screen.getByLabelText('Sample product'), { target: { value: third.sku } });
    expect(screen.queryByText(first.enhanced.title)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enhance with AI' }));
    advance(AI_DEMO_SINGLE_DELAY_MS);
    expect(screen.getByText(`${third.enhanced.confidence}% confidence · Medium`)).toBeTruthy();
    expect(screen.getByText(CONFIDENCE_GUIDANCE.review, { selector: 'p' })).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('the bulk demo enhances one sample every 800 ms and judges each against the chosen threshold', () => {
    inRouter(<BulkAiDemoPage />);
    const total = SAMPLE_PRODUCTS.length;
    expect(total).toBeGreaterThan(2);
    const threshold = screen.getByLabelText('Confidence threshold') as HTMLSelectElement;
    expect([...threshold.options].map((o) => o.text)).toEqual(['High (90%+)', 'Medium (75%+)', 'Low (50%+)']);
    expect(threshold.value).toBe('Medium');

    fireEvent.click(screen.getByRole('button', { name: `Enhance ${total} Products` }));
    const progress = screen.getByRole('progressbar', { name: 'Bulk enhancement progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('0');
    advance(AI_DEMO_BULK_STEP_MS - 1);
    expect(progress.getAttribute('aria-valuenow')).toBe('0');
    advance(1);
    expect(progress.getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByText(`Enhancing 2 of ${total}…`)).toBeTruthy();
    // One step at a time: each next step is scheduled once the previous one has rendered.
    for (let step = 1; step < total; step += 1) advance(AI_DEMO_BULK_STEP_MS);
    expect(progress.getAttribute('aria-valuenow')).toBe(String(total));
    expect(screen.getByText(`Enhanced ${total} of ${total} products`)).toBeTruthy();

    const results = screen.getByRole('region', { name: 'Results' });
    const cards = within(results).getAllByRole('listitem');
    expect(cards).toHaveLength(total);
    const meets = (min: number) => SAMPLE_PRODUCTS.filter((p) => p.enhanced.confidence >= min).length;
    expect(
      within(results).getByText(new RegExp(`^${meets(75)} of ${total} meet the Medium \\(75%\\+\\)`)),
    ).toBeTruthy();
    fireEvent.change(threshold, { target: { value: 'High' } });
    expect(
      within(results).getByText(new RegExp(`^${meets(90)} of ${total} meet the High \\(90%\\+\\)`)),
    ).toBeTruthy();
    expect(within(results).getAllByText('Below threshold')).toHaveLength(total - meets(90));
    expect(
      within(results).getAllByText(CONFIDENCE_GUIDANCE.manual, { selector: 'p' }).length,
    ).toBeGreaterThan(0);
    expect(api.requests).toHaveLength(0);
  });

  it('leaving the bulk demo mid-run cancels its timer', () => {
    const view = inRouter(<BulkAiDemoPage />);
    fireEvent.click(screen.getByRole('button', { name: /^Enhance \d+ Products$/ }));
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
