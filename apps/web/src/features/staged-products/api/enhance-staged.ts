import type { AiToggleRequest, EnhanceBatchRequest } from '@crossover/domain/ai-enhancement';
import {
  aiToggleResponseSchema,
  enhanceBatchResponseSchema,
  enhanceSingleResponseSchema,
} from '@crossover/domain/ai-enhancement';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { apiJson } from '@/lib/api-client';
import { STAGED_QUERY_ROOT } from './get-staged-products';

/** POST /api/ai-enhancement/batch: queues the rows; each row shows its own progress. */
export function enhanceBatch(body: EnhanceBatchRequest) {
  return apiJson('POST', '/api/ai-enhancement/batch', enhanceBatchResponseSchema, body);
}

/** POST /api/ai-enhancement/single/{id}: one card's Enhance button. */
export function enhanceSingle(id: string) {
  return apiJson(
    'POST',
    `/api/ai-enhancement/single/${encodeURIComponent(id)}`,
    enhanceSingleResponseSchema,
    {},
  );
}

/** POST /api/ai-enhancement/toggle/{id}: one use-this flag set to the value the user chose. */
export function toggleAiFlag({ id, body }: { id: string; body: AiToggleRequest }) {
  return apiJson(
    'POST',
    `/api/ai-enhancement/toggle/${encodeURIComponent(id)}`,
    aiToggleResponseSchema,
    body,
  );
}

function useRefreshStaged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [STAGED_QUERY_ROOT] });
}

export function useEnhanceBatch() {
  const refresh = useRefreshStaged();
  return useMutation({ mutationFn: enhanceBatch, onSettled: refresh });
}

export function useEnhanceSingle() {
  const refresh = useRefreshStaged();
  return useMutation({ mutationFn: enhanceSingle, onSettled: refresh });
}

export function useToggleAiFlag() {
  const refresh = useRefreshStaged();
  return useMutation({ mutationFn: toggleAiFlag, onSettled: refresh });
}
