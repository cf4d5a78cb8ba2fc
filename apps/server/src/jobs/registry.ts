import { imageSearchJob } from '@/modules/image-search/search-job.ts';
import { importJob } from '@/modules/imports/process-job.ts';
import { uploadSweepJob } from '@/modules/imports/upload-sweep.ts';
import { pricingImportJob } from '@/modules/pricing-imports/process-job.ts';
import { pricingRollbackJob } from '@/modules/pricing-imports/rollback-job.ts';
import { pricingScheduleJob } from '@/modules/pricing-imports/schedule.ts';
import { imageMigrationJob } from '@/modules/image-migration/migration-job.ts';
import { bulkProductsJob } from '@/modules/products/bulk-job.ts';
import { facetCountsFoldJob } from '@/modules/products/facet-fold-job.ts';
import { approveStagedProductsJob } from '@/modules/staged-products/approval-job.ts';
import {
  aiEnhancementSweepJob,
  enhanceProductsJob,
  enhanceStagedProductsJob,
} from '@/modules/staged-products/enhancement-jobs.ts';
import { idempotencySweepJob } from './idempotency-sweep.ts';
import type { JobDefinition } from './job-definition.ts';
import { rateLimitSweepJob } from './rate-limit-sweep.ts';
import { sessionSweepJob } from './session-sweep.ts';

/** Every job the app and the worker know. A new job: one file in this folder, one line here. */
export const jobRegistry: readonly JobDefinition[] = [
  sessionSweepJob,
  rateLimitSweepJob,
  idempotencySweepJob,
  importJob,
  uploadSweepJob,
  enhanceStagedProductsJob,
  enhanceProductsJob,
  aiEnhancementSweepJob,
  approveStagedProductsJob,
  bulkProductsJob,
  pricingImportJob,
  pricingRollbackJob,
  pricingScheduleJob,
  imageSearchJob,
  imageMigrationJob,
  facetCountsFoldJob,
];
