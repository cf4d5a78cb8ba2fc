import { type AiSettings, loadConfig } from '@/config.ts';
import type { Enhancer } from './enhancer.ts';
import { createOfflineEnhancer } from './offline-enhancer.ts';
import { createOpenAiEnhancer } from './openai-enhancer.ts';

let current: { settings: AiSettings | undefined; enhancer: Enhancer } | undefined;

/**
 * The process's enhancer: the provider when AI_BASE_URL, AI_API_KEY and AI_MODEL are set, else
 * the offline one. One per process, so the provider's concurrency bound covers every job in it.
 */
export function enhancerFor(settings: AiSettings | undefined): Enhancer {
  if (current && JSON.stringify(current.settings) === JSON.stringify(settings)) return current.enhancer;
  const enhancer = settings ? createOpenAiEnhancer(settings) : createOfflineEnhancer();
  current = { settings, enhancer };
  return enhancer;
}

/** For jobs, which are handed a database but not the app's config: the same environment, read once more. */
export const configuredEnhancer = (): Enhancer => enhancerFor(loadConfig().ai);
