import { defineScheduledJob } from '@/jobs/job-definition.ts';
import { foldFacetCounts } from './facet-counts-repo.ts';

/**
 * Every minute, merges the facet count table's delta rows (decision 0047), so reads sum about
 * one row per key however many writes there were.
 */
export const facetCountsFoldJob = defineScheduledJob({
  kind: 'facet-counts-fold',
  cron: '* * * * *',
  run: async ({ context }) => {
    await foldFacetCounts(context.db);
  },
});
