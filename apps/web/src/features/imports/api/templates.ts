import type { CreateTemplateRequest } from '@crossover/domain/imports';
import {
  columnMappingTemplateSchema,
  messageResponseSchema,
  templateListSchema,
} from '@crossover/domain/imports';
import type { UseMutationOptions } from '@tanstack/react-query';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { apiGet, apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';

export const TEMPLATES_QUERY_KEY = ['/api/column-mapping-templates'] as const;

export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: TEMPLATES_QUERY_KEY,
    queryFn: async () => templateListSchema.parse(await apiGet('/api/column-mapping-templates')),
  });

/** GET /api/column-mapping-templates: most used first. */
export function useTemplates(enabled = true) {
  return useQuery({ ...templatesQueryOptions(), enabled });
}

export function saveTemplate(body: CreateTemplateRequest) {
  return apiJson('POST', '/api/column-mapping-templates', columnMappingTemplateSchema, body);
}

export function deleteTemplate(id: string) {
  return apiJson('DELETE', `/api/column-mapping-templates/${encodeURIComponent(id)}`, messageResponseSchema);
}

function useTemplateMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  config: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>,
) {
  const queryClient = useQueryClient();
  return useMutation(
    withMutationConfig(
      { mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY }) },
      config,
    ),
  );
}

export const useSaveTemplate = (config: MutationConfig<typeof saveTemplate> = {}) =>
  useTemplateMutation(saveTemplate, config);
export const useDeleteTemplate = (config: MutationConfig<typeof deleteTemplate> = {}) =>
  useTemplateMutation(deleteTemplate, config);
