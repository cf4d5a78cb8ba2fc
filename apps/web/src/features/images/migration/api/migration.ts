import { useQueryClient } from '@tanstack/react-query';
import {
  MIGRATION_REFRESH_MS,
  MIGRATION_STATUS_POLL_MS,
  externalImagesSchema,
  imageMigrationStatusSchema,
  migrationStartedSchema,
} from '@crossover/domain/image-migration';
import { apiJson } from '@/lib/api-client';
import { useMutation } from '@/lib/use-mutation';
import { usePollingQuery } from '@/lib/use-polling-query';

export const MIGRATION_STATUS_URL = '/api/migration/status';
export const EXTERNAL_IMAGES_URL = '/api/external-images';

/**
 * §4 Image migration: while migrating, the status is polled every 5 s and status and the external
 * list refresh every 3 s, stopping after 300,000 ms (usePollingQuery's deadline) or once no
 * migration job is active any more.
 */
export function useMigrationStatus(migrating: boolean) {
  return usePollingQuery(
    {
      queryKey: [MIGRATION_STATUS_URL],
      queryFn: () => apiJson('GET', MIGRATION_STATUS_URL, imageMigrationStatusSchema),
      enabled: true,
    },
    {
      intervalMs: migrating ? Math.min(MIGRATION_STATUS_POLL_MS, MIGRATION_REFRESH_MS) : 24 * 3_600_000,
      stopWhen: (status) => !migrating || status.activeJob === null,
    },
  );
}

export function useExternalImages(migrating: boolean) {
  return usePollingQuery(
    {
      queryKey: [EXTERNAL_IMAGES_URL],
      queryFn: () => apiJson('GET', EXTERNAL_IMAGES_URL, externalImagesSchema),
    },
    { intervalMs: migrating ? MIGRATION_REFRESH_MS : 24 * 3_600_000, stopWhen: () => !migrating },
  );
}

export function useStartMigration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('POST', '/api/migration/start', migrationStartedSchema),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [MIGRATION_STATUS_URL] }),
        queryClient.invalidateQueries({ queryKey: [EXTERNAL_IMAGES_URL] }),
      ]),
  });
}
