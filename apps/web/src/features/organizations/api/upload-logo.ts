import { logoPathSchema, logoUploadUrlSchema } from '@crossover/domain/organizations';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { apiJson, throwIfResNotOk } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';
import { OPERATION_MUTATION_META } from '@/lib/use-unauthorized-handler';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations';

/**
 * Spec §7: ask for a signed upload address, PUT the file straight to it with its content type,
 * then record it on the organization (the server checks, re-encodes and stores it).
 */
export async function uploadLogo(organizationId: string, file: File): Promise<string> {
  const base = `/api/organizations/${encodeURIComponent(organizationId)}/logo`;
  const { uploadURL } = await apiJson('POST', `${base}/upload`, logoUploadUrlSchema);
  const sameOrigin = uploadURL.startsWith('/');
  const res = await fetch(uploadURL, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    credentials: sameOrigin ? 'include' : 'omit',
  });
  await throwIfResNotOk(res);
  const { logoPath } = await apiJson('PUT', base, logoPathSchema, { logoURL: uploadURL });
  return logoPath;
}

export type UploadLogoInput = { organizationId: string; file: File };

export function useUploadLogo(config: MutationConfig<(input: UploadLogoInput) => Promise<string>> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    withMutationConfig(
      {
        meta: OPERATION_MUTATION_META,
        mutationFn: ({ organizationId, file }: UploadLogoInput) => uploadLogo(organizationId, file),
        onSuccess: () => queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_QUERY_KEY }),
      },
      config,
    ),
  );
}
