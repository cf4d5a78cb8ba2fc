import { useQueryClient } from '@tanstack/react-query';
import {
  IMAGE_SEARCH_POLL,
  type ImageSearchJob,
  type StartImageSearch,
  activeImageSearchSchema,
  imageSearchJobSchema,
  imageSearchStartedSchema,
  missingImagesSchema,
  providerStatusSchema,
} from '@crossover/domain/image-search';
import { apiJson } from '@/lib/api-client';
import { useMutation } from '@/lib/use-mutation';
import { NO_DEADLINE, usePollingQuery } from '@/lib/use-polling-query';

/** Back-office §7 'Image search and migration' (first line): the five calls and their polling (§9). */
export const MISSING_IMAGES_URL = '/api/products/missing-images';
export const PROVIDER_STATUS_URL = '/api/products/search-images/provider-status';
export const ACTIVE_JOB_URL = '/api/products/search-images/active-job';
export const SEARCH_IMAGES_URL = '/api/products/search-images';
export const jobStatusUrl = (jobId: string) => `${SEARCH_IMAGES_URL}/${encodeURIComponent(jobId)}/status`;

/** GET missing-images every 30 s. */
export function useMissingImages() {
  return usePollingQuery(
    {
      queryKey: [MISSING_IMAGES_URL],
      queryFn: () => apiJson('GET', MISSING_IMAGES_URL, missingImagesSchema),
    },
    { intervalMs: IMAGE_SEARCH_POLL.missingImages, deadlineMs: NO_DEADLINE },
  );
}

/** GET provider-status every 10 s while a search runs, else every 60 s. */
export function useProviderStatus(running: boolean) {
  return usePollingQuery(
    {
      queryKey: [PROVIDER_STATUS_URL],
      queryFn: () => apiJson('GET', PROVIDER_STATUS_URL, providerStatusSchema),
    },
    {
      intervalMs: running ? IMAGE_SEARCH_POLL.providerStatusRunning : IMAGE_SEARCH_POLL.providerStatusIdle,
      deadlineMs: NO_DEADLINE,
    },
  );
}

/** GET active-job every 5 s while no job is tracked (a reopened page picks a running one up). */
export function useActiveJob(enabled: boolean) {
  return usePollingQuery(
    {
      queryKey: [ACTIVE_JOB_URL],
      queryFn: () => apiJson('GET', ACTIVE_JOB_URL, activeImageSearchSchema),
      enabled,
    },
    { intervalMs: IMAGE_SEARCH_POLL.activeJob, deadlineMs: NO_DEADLINE },
  );
}

/** GET {jobId}/status every 2 s until the job is no longer running. */
export function useImageSearchJob(jobId: string | null) {
  return usePollingQuery(
    {
      queryKey: [SEARCH_IMAGES_URL, jobId ?? '', 'status'],
      queryFn: () => apiJson('GET', jobStatusUrl(jobId ?? ''), imageSearchJobSchema),
      enabled: jobId !== null,
      staleTime: 0,
    },
    {
      intervalMs: IMAGE_SEARCH_POLL.job,
      deadlineMs: NO_DEADLINE,
      stopWhen: (job: ImageSearchJob) => job.status !== 'running',
    },
  );
}

/** POST search-images {productIds}: answers the job to follow. */
export function useStartImageSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: StartImageSearch) =>
      apiJson('POST', SEARCH_IMAGES_URL, imageSearchStartedSchema, command),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MISSING_IMAGES_URL] }),
  });
}
