import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '@crossover/domain/permissions';
import {
  MAX_PMAP_FILE_BYTES,
  PMAP_FILE_FIELD,
  PMAP_MESSAGES,
  pmapBulkResponseSchema,
  pmapCampaignListSchema,
  pmapCampaignParamsSchema,
  pmapDeleteResponseSchema,
  pmapImportRequestSchema,
  pmapImportResponseSchema,
  pmapPreviewSchema,
} from '@crossover/domain/pricing/pmap';
import { AppError, badRequest } from '@/lib/errors.ts';
import { actorRoutes, errorResponses } from '@/lib/route.ts';
import { acceptUploads } from '@/lib/uploads/accept-uploads.ts';
import type { FileKind } from '@/lib/uploads/file-kind.ts';
import { UPLOAD_ERRORS, receiveUpload } from '@/lib/uploads/receive-upload.ts';
import { createPmapService } from './service.ts';

const tags = ['pmap'];
const readers = { policy: policy.capability('pricing.read') };
const managers = { policy: policy.capability('pricing.manage') };
const EXCEL: readonly FileKind[] = ['xlsx', 'xls'];
/** 10,000 products of about 100 bytes each, with room to spare (the app's default is 1 MiB). */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * A PMAP workbook is Excel only: a file of another kind (decided by its bytes) is a 400 naming
 * pmapFile, as the screen's own check words it; every refusal names pmapFile.
 */
function asPmapFileError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.statusCode === 415 && error.message === UPLOAD_ERRORS.wrongKind(EXCEL))
    return badRequest(PMAP_MESSAGES.excelOnly, { [PMAP_FILE_FIELD]: PMAP_MESSAGES.excelOnly });
  if (error.errors?.file)
    return new AppError(error.statusCode, error.message, { [PMAP_FILE_FIELD]: error.message }, error.headers);
  return error;
}

/**
 * PMAP campaigns (back-office §2.5, §7; issue 16): the active list for readers (admins and
 * marketing firms), preview, import and delete for pricing managers, and the live campaign
 * prices for everyone who uses the catalogue.
 */
export const pmapRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPmapService(app.context);
  const route = actorRoutes(app);

  route.get(
    '/api/pricing-rules/pmap/active',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Running and upcoming PMAP campaigns: product count and average percent off MAP',
        response: { 200: pmapCampaignListSchema, ...errorResponses(401, 403) },
      },
    },
    () => service.active(),
  );

  // Multipart is parsed only in this scope, for the one route that takes a file.
  await app.register(async (scope) => {
    await acceptUploads(scope);
    actorRoutes(scope).post(
      '/api/pricing-rules/pmap/preview',
      {
        config: managers,
        schema: {
          tags,
          summary:
            'Reads a PMAP workbook (multipart pmapFile, .xlsx or .xls by content) and checks each row; writes nothing',
          consumes: ['multipart/form-data'],
          response: { 200: pmapPreviewSchema, ...errorResponses(400, 401, 403, 413, 415) },
        },
      },
      async (actor, request) => {
        try {
          const upload = await receiveUpload(request, {
            field: PMAP_FILE_FIELD,
            maxBytes: MAX_PMAP_FILE_BYTES,
            accept: EXCEL,
          });
          return await service.preview(actor, upload);
        } catch (error) {
          throw asPmapFileError(error);
        }
      },
    );
  });

  route.post(
    '/api/pricing-rules/pmap/import',
    {
      config: managers,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Creates the campaign (or replaces the rules of the one with that name) from checked products; the client's statuses are not trusted",
        body: pmapImportRequestSchema,
        response: { 200: pmapImportResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (actor, request) => service.import(actor, request.body),
  );

  route.delete(
    '/api/pmap-campaigns/:campaignName',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Deletes a PMAP campaign (name URL-encoded) and all its pricing rules',
        params: pmapCampaignParamsSchema,
        response: { 200: pmapDeleteResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (actor, request) => service.delete(actor, request.params.campaignName),
  );

  route.get(
    '/api/products/pmap-pricing/bulk',
    {
      config: { policy: policy.capability('core.use') },
      schema: {
        tags,
        summary: 'Promotional prices of campaigns running now, keyed by product id',
        response: { 200: pmapBulkResponseSchema, ...errorResponses(401, 403) },
      },
    },
    () => service.bulkPricing(),
  );
};
