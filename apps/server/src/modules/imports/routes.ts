import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_TOASTS,
  MAX_IMPORT_FILE_BYTES,
  UPLOAD_FILE_FIELD,
  columnMappingTemplateSchema,
  createTemplateSchema,
  failureReportSchema,
  importMappingSchema,
  importCheckRequestSchema,
  importCheckSchema,
  importHistoryQuerySchema,
  importHistorySchema,
  layoutRequestSchema,
  messageResponseSchema,
  processRequestSchema,
  retryRequestSchema,
  templateListSchema,
  uploadResponseSchema,
} from '@crossover/domain/imports';
import { policy } from '@crossover/domain/permissions';
import { sendCsv } from '@/lib/csv-export.ts';
import { actorRoutes, errorResponses, idParams } from '@/lib/route.ts';
import { acceptUploads } from '@/lib/uploads/accept-uploads.ts';
import { receiveUpload } from '@/lib/uploads/receive-upload.ts';
import { createImportCheckService } from './check-service.ts';
import { createImportLayoutService } from './layout-service.ts';
import { createImportReportsService } from './report-service.ts';
import { createImportsService } from './service.ts';
import { asFileFieldError } from '@/lib/imports/read-upload.ts';
import { createTemplatesService } from './templates-service.ts';

const tags = ['imports'];
/** CSV import and templates are administrators' (back-office §6; issue 10). */
const admins = { policy: policy.capability('imports.manage') };

/**
 * CSV import and column mapping templates (back-office §7 "CSV import and templates"). HTTP only:
 * the services decide; the upload route streams the file through lib/uploads (10 MB while it
 * arrives, kind by content) and hands it to the service.
 */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const imports = createImportsService(app.context);
  const layouts = createImportLayoutService(app.context);
  const reports = createImportReportsService(app.context);
  const checks = createImportCheckService(app.context);
  const templates = createTemplatesService(app.context);
  const route = actorRoutes(app);

  // Multipart is parsed only in this scope, for the one route that takes a file.
  await app.register(async (scope) => {
    await acceptUploads(scope);
    actorRoutes(scope).post(
      '/api/csv-import',
      {
        config: admins,
        schema: {
          tags,
          summary:
            'Uploads a CSV, .xlsx or .xls (multipart csvFile, manufacturerId); answers headers, samples, ★ mapping',
          consumes: ['multipart/form-data'],
          response: { 200: uploadResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
        },
      },
      async (actor, request) => {
        const upload = await receiveUpload(request, {
          field: UPLOAD_FILE_FIELD,
          maxBytes: MAX_IMPORT_FILE_BYTES,
          accept: ['csv', 'xlsx', 'xls'],
        }).catch((error: unknown) => {
          throw asFileFieldError(error, UPLOAD_FILE_FIELD);
        });
        return imports.upload(actor, upload, UPLOAD_FILE_FIELD);
      },
    );
  });

  route.post(
    '/api/csv-import/:id/layout',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'Reads an upload again from another sheet and/or header row (before processing); answers as the upload',
        params: idParams,
        body: layoutRequestSchema,
        response: { 200: uploadResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (actor, request) => layouts.layout(actor, request.params.id, request.body),
  );

  route.post(
    '/api/csv-import/:id/process',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'Starts processing an upload with a column mapping (csvData is ignored: the stored file is read)',
        params: idParams,
        body: processRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (actor, request) => imports.process(actor, request.params.id, request.body),
  );

  route.post(
    '/api/csv-import/:id/check',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'Reads the whole stored file under a mapping as processing would: rows failing, warned, flagged, repeated; Status values',
        params: idParams,
        body: importCheckRequestSchema,
        response: { 200: importCheckSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (actor, request) => checks.check(actor, request.params.id, request.body),
  );

  route.get(
    '/api/csv-imports',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Import history, newest first (poll while anyProcessing)',
        querystring: importHistoryQuerySchema,
        response: { 200: importHistorySchema, ...errorResponses(400, 401, 403) },
      },
    },
    (actor, request) => imports.list(actor, request.query),
  );

  route.delete(
    '/api/csv-import/:id',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'Deletes an import with its staged and failed rows (approved products stay in the catalogue)',
        params: idParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (actor, request) => imports.remove(actor, request.params.id),
  );

  route.post(
    '/api/csv-import/:id/retry',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'Runs a failed import, or one with failed rows, again from its stored file (optionally with a new mapping)',
        params: idParams,
        body: retryRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (actor, request) => imports.retry(actor, request.params.id, request.body),
  );

  route.get(
    '/api/csv-import/:id/mapping',
    {
      config: admins,
      schema: {
        tags,
        summary:
          "A started import's header and the column mapping its last run used (what a retry can change)",
        params: idParams,
        response: { 200: importMappingSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (actor, request) => reports.mapping(actor, request.params.id),
  );

  route.get(
    '/api/csv-import/:id/failure-report',
    {
      config: admins,
      schema: {
        tags,
        summary: "An import's failure report: counts, failure rate, first errors and failed rows",
        params: idParams,
        response: { 200: failureReportSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (actor, request) => reports.failureReport(actor, request.params.id),
  );

  route.get(
    '/api/csv-import/:id/export-failed',
    {
      config: admins,
      schema: {
        tags,
        summary: 'The failed rows in their original columns plus Error, as a CSV download',
        params: idParams,
        produces: ['text/csv'],
        response: {
          200: z
            .string()
            .describe('CSV (UTF-8 with BOM): the file header plus Error, one row per failed row'),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (actor, request, reply) =>
      sendCsv(reply, await reports.failedRowsCsv(actor, request.params.id)) as never,
  );

  route.get(
    '/api/column-mapping-templates',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Saved column mapping templates, most used first',
        response: { 200: templateListSchema, ...errorResponses(401, 403) },
      },
    },
    (actor) => templates.list(actor),
  );

  route.post(
    '/api/column-mapping-templates',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Saves a column mapping template (name required, non-empty mapping)',
        body: createTemplateSchema,
        response: { 201: columnMappingTemplateSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (actor, request, reply) => reply.code(201).send(await templates.create(actor, request.body)),
  );

  route.delete(
    '/api/column-mapping-templates/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Deletes a column mapping template',
        params: idParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (actor, request) => {
      await templates.remove(actor, request.params.id);
      return { message: IMPORT_TOASTS.templateDeleted };
    },
  );
};
