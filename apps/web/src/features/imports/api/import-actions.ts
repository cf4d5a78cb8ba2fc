import type { ColumnMappingInput } from '@crossover/domain/imports';
import { messageResponseSchema, uploadResponseSchema } from '@crossover/domain/imports';
import type { StatusMap } from '@crossover/domain/imports-status';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';
import { IMPORTS_QUERY_ROOT } from './get-import-history';

const importUrl = (id: string, action = '') => `/api/csv-import/${encodeURIComponent(id)}${action}`;

export interface ProcessImportInput {
  importId: string;
  columnMapping: ColumnMappingInput;
  templateId: string | null;
  /** The admin's corrections of the Status values (the preview's map). */
  statusMap?: StatusMap;
  /** Replace the rows an earlier import left pending for the same SKUs instead of skipping them. */
  replacePending?: boolean;
}

/**
 * POST /api/csv-import/{id}/process. The server reads the file it stored, so the rows (the spec's
 * csvData) are not sent again.
 */
export function processImport({ importId, ...body }: ProcessImportInput) {
  return apiJson('POST', importUrl(importId, '/process'), messageResponseSchema, body);
}

export interface RetryImportInput {
  importId: string;
  /** Another mapping than the last run's (issue 15 item 8); left out, the retry keeps it. */
  columnMapping?: ColumnMappingInput;
}

export function retryImport({ importId, columnMapping }: RetryImportInput) {
  return apiJson(
    'POST',
    importUrl(importId, '/retry'),
    messageResponseSchema,
    columnMapping ? { columnMapping } : undefined,
  );
}

export function deleteImport(id: string) {
  return apiJson('DELETE', importUrl(id), messageResponseSchema);
}

/** Each changes the history; the toasts (spec §8) are the screen's. */
function useHistoryMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<{ message: string }>,
  config: MutationConfig<typeof mutationFn>,
) {
  const queryClient = useQueryClient();
  return useMutation(
    withMutationConfig(
      {
        mutationFn,
        onSuccess: () => queryClient.invalidateQueries({ queryKey: [IMPORTS_QUERY_ROOT] }),
      },
      config,
    ),
  );
}

export const useProcessImport = (config: MutationConfig<typeof processImport> = {}) =>
  useHistoryMutation(processImport, config);
export const useRetryImport = (config: MutationConfig<typeof retryImport> = {}) =>
  useHistoryMutation(retryImport, config);
export const useDeleteImport = (config: MutationConfig<typeof deleteImport> = {}) =>
  useHistoryMutation(deleteImport, config);

export interface LayoutImportInput {
  importId: string;
  sheet?: string;
  headerRow?: number;
}

/** POST /api/csv-import/{id}/layout: the upload read again from another sheet or header row. */
export function layoutImport({ importId, ...layout }: LayoutImportInput) {
  return apiJson('POST', importUrl(importId, '/layout'), uploadResponseSchema, layout);
}

export function useLayoutImport() {
  return useMutation({ mutationFn: layoutImport });
}
