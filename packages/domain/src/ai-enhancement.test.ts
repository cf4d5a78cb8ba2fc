import { describe, expect, it } from 'vitest';
import {
  AI_MESSAGES,
  MAX_AI_ENHANCE_BATCH,
  aiToggleRequestSchema,
  applyAiChoices,
  confidenceGuidance,
  confidenceLevel,
  enhanceBatchRequestSchema,
  processingManyMessage,
  toggleOf,
} from './ai-enhancement.ts';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('confidence levels and guidance (back-office §2.11)', () => {
  it.each([
    [100, 'High', 'Auto-apply recommended'],
    [95, 'High', 'Auto-apply recommended'],
    [94, 'High', 'Review recommended'],
    [90, 'High', 'Review recommended'],
    [89, 'Medium', 'Review recommended'],
    [85, 'Medium', 'Review recommended'],
    [84, 'Medium', 'Manual review required'],
    [75, 'Medium', 'Manual review required'],
    [74, 'Low', 'Manual review required'],
    [50, 'Low', 'Manual review required'],
    [49, null, 'Manual review required'],
    [0, null, 'Manual review required'],
  ])('%i%% is %s with "%s"', (confidence, level, guidance) => {
    expect(confidenceLevel(confidence)).toBe(level);
    expect(confidenceGuidance(confidence)).toBe(guidance);
  });
});

describe('the toasts', () => {
  it('says how many products are processing, in the spec words', () => {
    expect(processingManyMessage(2)).toBe('Processing 2 products. Results will appear automatically.');
    expect(processingManyMessage(1)).toBe('Processing 1 product. Results will appear automatically.');
    expect(processingManyMessage(1000)).toBe('Processing 1,000 products. Results will appear automatically.');
  });
});

describe('the batch request', () => {
  it('needs at least one id and at most the limit, naming stagedProductIds', () => {
    expect(issues(enhanceBatchRequestSchema.safeParse({ stagedProductIds: [] }))).toEqual([
      ['stagedProductIds', AI_MESSAGES.selectToEnhance],
    ]);
    expect(issues(enhanceBatchRequestSchema.safeParse({}))).toEqual([
      ['stagedProductIds', AI_MESSAGES.selectToEnhance],
    ]);
    const tooMany = Array.from({ length: MAX_AI_ENHANCE_BATCH + 1 }, (_, i) => `id-${i}`);
    expect(issues(enhanceBatchRequestSchema.safeParse({ stagedProductIds: tooMany }))).toEqual([
      ['stagedProductIds', AI_MESSAGES.tooMany],
    ]);
    expect(enhanceBatchRequestSchema.parse({ stagedProductIds: ['a'] })).toEqual({ stagedProductIds: ['a'] });
  });
});

describe('the toggle body', () => {
  it('takes exactly one known flag with a boolean', () => {
    expect(toggleOf(aiToggleRequestSchema.parse({ useAiCategory: true }))).toEqual({
      flag: 'useAiCategory',
      value: true,
    });
    expect(toggleOf(aiToggleRequestSchema.parse({ useAiSeries: false }))).toEqual({
      flag: 'useAiSeries',
      value: false,
    });
    expect(issues(aiToggleRequestSchema.safeParse({}))).toEqual([['flag', AI_MESSAGES.oneFlag]]);
    expect(issues(aiToggleRequestSchema.safeParse({ useAiName: true, useAiSeries: true }))).toEqual([
      ['flag', AI_MESSAGES.oneFlag],
    ]);
    expect(aiToggleRequestSchema.safeParse({ useAiPrice: true }).success).toBe(false);
    expect(issues(aiToggleRequestSchema.safeParse({ useAiName: 'yes' }))?.[0]?.[0]).toBe('useAiName');
  });
});

describe('applyAiChoices', () => {
  const original = {
    name: 'storm st500.1 mono amp',
    description: null,
    imageUrl: 'https://example.com/a.jpg',
    category: 'Amps',
    subcategory: 'Mono',
    seriesName: 'storm',
  };
  const ai = {
    aiEnhancedName: 'Storm ST500.1 Monoblock Amplifier',
    aiEnhancedDescription: 'Monoblock amplifier.',
    aiEnhancedImageUrl: null,
    aiEnhancedCategory: 'Amplifiers',
    aiEnhancedSubcategory: 'Monoblock Amplifiers',
    aiEnhancedSeriesName: 'Storm',
  };
  const none = {
    useAiName: false,
    useAiDescription: false,
    useAiImage: false,
    useAiCategory: false,
    useAiSeries: false,
  };

  it('keeps the original without useAiEnhancements, whatever the flags', () => {
    const all = { ...none, useAiName: true, useAiCategory: true, useAiSeries: true };
    expect(applyAiChoices(original, ai, all, false)).toEqual(original);
  });

  it('uses each flagged field, the category with its subcategory', () => {
    expect(applyAiChoices(original, ai, { ...none, useAiCategory: true }, true)).toEqual({
      ...original,
      category: 'Amplifiers',
      subcategory: 'Monoblock Amplifiers',
    });
    expect(applyAiChoices(original, ai, { ...none, useAiName: true, useAiSeries: true }, true)).toEqual({
      ...original,
      name: 'Storm ST500.1 Monoblock Amplifier',
      seriesName: 'Storm',
    });
  });

  it('falls back to the original where the flagged field has no enhanced value', () => {
    expect(
      applyAiChoices(
        original,
        { ...ai, aiEnhancedCategory: null },
        { ...none, useAiCategory: true, useAiImage: true },
        true,
      ),
    ).toEqual(original);
  });
});
