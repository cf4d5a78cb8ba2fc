import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from '@crossover/domain/imports';
import { fieldCell } from '@crossover/domain/imports/column-mapping';
import { previewStats } from '@crossover/domain/imports/row-preview';
import {
  PRICE_LIST_FIELD_DEFINITIONS,
  PRICE_LIST_MESSAGES,
  type PriceListInput,
  type PriceListUpload,
} from '@crossover/domain/pricing/price-list';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '@/context.ts';
import type { Actor } from '@/lib/actor.ts';
import { capabilityScope, requireCapability } from '@/lib/authorize.ts';
import { AppError, badRequest } from '@/lib/errors.ts';
import { readMappedUpload } from '@/lib/imports/mapped-upload.ts';
import { refuseTextNamedXlsx } from '@/lib/imports/read-upload.ts';
import { type ReceivedUpload, UPLOAD_ERRORS, receiveUpload } from '@/lib/uploads/receive-upload.ts';
import { organizationKind } from '@/modules/organizations/names.ts';
import { validatePriceList } from './validate.ts';

/** The form's fields (spec §7: multipart `file`; `organizationId` for an administrator). */
export const PRICE_LIST_FILE_FIELD = 'file';
export const PRICE_LIST_ORGANIZATION_FIELD = 'organizationId';

const ACCEPTED = ['csv', 'xlsx', 'xls'] as const;
/** Spec §5: the name must be one of these too (case ignored); the bytes decide how it is read. */
const ACCEPTED_NAME = /\.(xlsx|xls|csv)$/i;

export const PRICE_LIST_UPLOAD_MESSAGES = {
  notDistributor: 'Choose an active distributor organization, or none for the catalogue',
  otherOrganization: "You may import your own organization's price list only",
  noOrganization: 'Your account belongs to no distributor organization',
};

const invalidType = () =>
  badRequest(PRICE_LIST_MESSAGES.fileTypeHint, { [PRICE_LIST_FILE_FIELD]: PRICE_LIST_MESSAGES.fileTypeHint });

/**
 * The upload's refusals as the screen's 'Invalid File Type' (spec §5, §8): a file whose bytes are
 * no spreadsheet (lib/uploads answers 415) is a 400 with the spec's text; a refusal that says
 * better what to do (UTF-16 'Unicode Text', text named .xlsx) keeps its words, as a 400 too.
 */
function asInvalidType(error: unknown): unknown {
  // A request that is no multipart form at all is not a file of the wrong type: it stays a 415.
  if (
    !(error instanceof AppError) ||
    error.statusCode !== 415 ||
    error.message === UPLOAD_ERRORS.notMultipart
  )
    return error;
  if (error.message === UPLOAD_ERRORS.wrongKind(ACCEPTED)) return invalidType();
  return badRequest(error.message, { [PRICE_LIST_FILE_FIELD]: error.message });
}

/**
 * Whose prices the list changes. A distributor's is always its own organization (naming another
 * is a 403); an administrator names a distributor organization (checked) or none, the catalogue's
 * reference columns (pricing.manage).
 */
async function targetOrganization(
  { db }: Pick<AppContext, 'db'>,
  actor: Actor,
  given: string | undefined,
): Promise<string | null> {
  const named = given?.trim() || null;
  const refuse403 = (message: string) =>
    new AppError(403, message, { [PRICE_LIST_ORGANIZATION_FIELD]: message });
  if (capabilityScope(actor, 'pricing.import') !== 'any') {
    const own = actor.organizationId;
    if (!own) throw refuse403(PRICE_LIST_UPLOAD_MESSAGES.noOrganization);
    if (named !== null && named !== own) throw refuse403(PRICE_LIST_UPLOAD_MESSAGES.otherOrganization);
    requireCapability(actor, 'pricing.import', { organizationId: own });
    return own;
  }
  if (named === null) {
    requireCapability(actor, 'pricing.manage', { scope: 'any' });
    return null;
  }
  const organization = named.length <= 100 ? await organizationKind(db, named) : null;
  if (!organization || organization.type !== 'distributor' || !organization.isActive)
    throw badRequest(PRICE_LIST_UPLOAD_MESSAGES.notDistributor, {
      [PRICE_LIST_ORGANIZATION_FIELD]: PRICE_LIST_UPLOAD_MESSAGES.notDistributor,
    });
  return organization.id;
}

/** The rows of a received price list, its columns matched by name (lib/imports/mapped-upload.ts). */
async function readPriceList(upload: ReceivedUpload): Promise<PriceListInput[]> {
  if (!ACCEPTED_NAME.test(upload.filename)) throw invalidType();
  try {
    refuseTextNamedXlsx(upload, PRICE_LIST_FILE_FIELD);
  } catch (error) {
    throw asInvalidType(error);
  }
  const table = await readMappedUpload(upload, PRICE_LIST_FIELD_DEFINITIONS, {
    field: PRICE_LIST_FILE_FIELD,
    maxRows: MAX_IMPORT_ROWS,
  });
  return table.rows.map(({ number, cells }) => {
    const cell = (field: keyof typeof table.mapping) => fieldCell(cells, table.mapping, field);
    const orNull = (text: string) => (text === '' ? null : text);
    return {
      rowNumber: number,
      sku: cell('sku'),
      distPartNumber: orNull(cell('distPartNumber')),
      cost: orNull(cell('cost')),
      mpqCost: orNull(cell('mpqCost')),
    };
  });
}

/**
 * POST /api/pricing-import/upload: reads a price list (.xlsx, .xls or .csv, 10 MB, types by
 * content) and answers every row under the rules (validate.ts) with the stats; nothing is written.
 */
export function createPriceListUploadService(context: Pick<AppContext, 'db'>) {
  return {
    async upload(actor: Actor, request: FastifyRequest): Promise<PriceListUpload> {
      requireCapability(actor, 'pricing.import');
      const upload = await receiveUpload(request, {
        field: PRICE_LIST_FILE_FIELD,
        maxBytes: MAX_IMPORT_FILE_BYTES,
        accept: ACCEPTED,
      }).catch((error: unknown) => {
        throw asInvalidType(error);
      });
      const organizationId = await targetOrganization(
        context,
        actor,
        upload.fields[PRICE_LIST_ORGANIZATION_FIELD],
      );
      const inputs = await readPriceList(upload);
      const data = await validatePriceList(context.db, inputs, { organizationId });
      return { data, stats: previewStats(data), filename: upload.filename };
    },
  };
}
