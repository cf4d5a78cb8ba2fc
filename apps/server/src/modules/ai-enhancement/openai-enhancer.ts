import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { AiSettings } from '@/config.ts';
import { createLimiter } from './concurrency.ts';
import type { EnhancementInput, EnhancementOutcome, Enhancer } from './enhancer.ts';
import { judgeAnswer, providerAnswerSchema, systemPrompt, userPrompt } from './provider-answer.ts';

/**
 * AI enhancement through any OpenAI-compatible chat-completions endpoint (decision 0020). The
 * SDK retries 408/409/429/5xx, connection failures and timeouts with exponential backoff
 * (honouring Retry-After); every answer is judged before it is stored (provider-answer.ts).
 */

/** Retries after the first request; with the SDK's backoff about 0.5 + 1 + 2 s, or what Retry-After says. */
export const PROVIDER_MAX_RETRIES = 3;

const RESPONSE_FORMAT = zodResponseFormat(providerAnswerSchema, 'product_enhancement');

/** A failed request in words for the row (never the provider's body: it may echo the prompt or a key). */
function describeFailure(error: unknown, settings: AiSettings, maxRetries: number): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return `The AI provider did not answer within ${settings.timeoutSeconds} s (tried ${maxRetries + 1} times)`;
  if (error instanceof OpenAI.APIConnectionError) return 'The AI provider could not be reached';
  if (error instanceof OpenAI.RateLimitError)
    return `The AI provider is limiting requests (429) and still was after ${maxRetries} retries`;
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError)
    return `The AI provider refused the key (${error.status}): check AI_API_KEY`;
  if (error instanceof OpenAI.NotFoundError)
    return 'The AI provider does not know the model or address: check AI_MODEL and AI_BASE_URL';
  if (error instanceof OpenAI.APIError) return `The AI provider answered ${error.status ?? 'with an error'}`;
  return 'The AI provider’s answer could not be read';
}

/** Failures that say the provider is down or overloaded, not that one product was a problem. */
const isUnavailable = (error: unknown) =>
  error instanceof OpenAI.APIConnectionError ||
  error instanceof OpenAI.RateLimitError ||
  (error instanceof OpenAI.APIError && (error.status ?? 0) >= 500);

/** How long the provider is left alone after too many such failures in a row. */
export const BREAKER_PAUSE_MS = 60_000;

/**
 * After `threshold` requests in a row failed as unavailable (each after its retries), further
 * requests fail at once for a minute, so a job over a dead provider ends in minutes instead of
 * spending every row's timeouts; then requests try again (one success closes it).
 */
function createBreaker(threshold: number, now = () => Date.now()) {
  let failures = 0;
  let last = '';
  let openUntil = 0;
  return {
    refusal: () =>
      now() < openUntil
        ? `The AI provider is unavailable (${failures} requests in a row failed; the last: ${last}); try again later`
        : null,
    failed(reason: string) {
      failures += 1;
      last = reason;
      if (failures >= threshold) openUntil = now() + BREAKER_PAUSE_MS;
    },
    succeeded() {
      failures = 0;
      openUntil = 0;
    },
  };
}

export function createOpenAiEnhancer(
  settings: AiSettings,
  { maxRetries = PROVIDER_MAX_RETRIES }: { maxRetries?: number } = {},
): Enhancer {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    timeout: settings.timeoutSeconds * 1000,
    maxRetries,
  });
  const limit = createLimiter(settings.concurrency);
  const breaker = createBreaker(Math.max(4, settings.concurrency * 2));

  async function enhanceOne(input: EnhancementInput, signal?: AbortSignal): Promise<EnhancementOutcome> {
    signal?.throwIfAborted();
    const open = breaker.refusal();
    if (open) return { ok: false, error: open };
    try {
      const completion = await client.chat.completions.create(
        {
          model: settings.model,
          temperature: 0,
          messages: [
            { role: 'system', content: systemPrompt() },
            { role: 'user', content: userPrompt(input) },
          ],
          response_format: RESPONSE_FORMAT,
        },
        { signal },
      );
      const message = completion.choices[0]?.message;
      if (message?.refusal)
        return { ok: false, error: `The AI provider declined: ${message.refusal.slice(0, 200)}` };
      if (completion.choices[0]?.finish_reason === 'length')
        return { ok: false, error: 'The AI provider’s answer was cut off (too long)' };
      breaker.succeeded();
      return judgeAnswer(input, message?.content);
    } catch (error) {
      if (signal?.aborted) throw error;
      const reason = describeFailure(error, settings, maxRetries);
      if (isUnavailable(error)) breaker.failed(reason);
      return { ok: false, error: reason };
    }
  }

  return {
    kind: 'openai',
    // Twice the requests in flight: each batch keeps the bound busy, and commits its results.
    batchSize: settings.concurrency * 2,
    enhanceMany: (inputs, signal) =>
      Promise.all(inputs.map((input) => limit(() => enhanceOne(input, signal)))),
  };
}
