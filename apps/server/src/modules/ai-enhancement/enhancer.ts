import type { EnhancementResult } from '@crossover/domain/ai-enhancement';

/**
 * The one interface AI enhancement runs behind (decision 0020): the offline enhancer of our own
 * (default, no network) and an OpenAI-compatible provider (AI_BASE_URL, AI_API_KEY, AI_MODEL).
 * The jobs that enhance staged rows and catalogue products know only this.
 */

/** What an enhancer is told about one product: a staged row or a catalogue product. */
export interface EnhancementInput {
  name: string;
  description: string | null;
  category: string | null;
  subcategory: string | null;
  /** The series the file or the product names (a staged row's proposedSeriesName). */
  seriesName: string | null;
  manufacturerName: string | null;
  /** The manufacturer's existing series, spelled as saved: a proposal matching one uses its spelling. */
  existingSeries: readonly string[];
  sku: string | null;
}

/** One product's outcome: a checked proposal, or a failure with a reason a person can read. */
export type EnhancementOutcome = { ok: true; result: EnhancementResult } | { ok: false; error: string };

export interface Enhancer {
  /** 'offline' or 'openai', for logs and the job's result. */
  readonly kind: string;
  /** How many products a job hands over at once (and commits together). */
  readonly batchSize: number;
  /**
   * Enhances each input; the outcomes are in the inputs' order. Never throws for one product's
   * failure (that is its outcome); throws only when `signal` aborts.
   */
  enhanceMany(inputs: readonly EnhancementInput[], signal?: AbortSignal): Promise<EnhancementOutcome[]>;
}
