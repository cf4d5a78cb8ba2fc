import type { AiSettings } from '@/config.ts';
import type { AppContext } from '@/context.ts';
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

/** A job's enhancer, from the AI settings of its process's configuration (config.ai). */
export const configuredEnhancer = (context: Pick<AppContext, 'config'>): Enhancer =>
  enhancerFor(context.config.ai);
