import type { Series } from '@crossover/domain/catalog';
import {
  type CreateSeriesRequest,
  SERIES_MESSAGES,
  type SeriesManagementQuery,
  type UncommittedSeries,
  type UpdateSeriesRequest,
  seriesHasProductsMessage,
  seriesManufacturerLockedMessage,
  seriesNameTakenMessage,
} from '@crossover/domain/series';
import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import { withTx } from '@/db/with-tx.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { capabilityScope, hasCapability, requireCapability } from '@/lib/authorize.ts';
import { writeAudit } from '@/lib/audit.ts';
import { AppError, badRequest, conflict as conflictError, notFound } from '@/lib/errors.ts';
import { type UniqueConflicts, conflictOnUnique } from '@/lib/unique-violation.ts';
import { organizationDirectory } from '@/modules/organizations/directory.ts';
import { createProductsService } from '@/modules/products/service.ts';
import { createStagedProductsService } from '@/modules/staged-products/service.ts';
import {
  type SeriesInsert,
  type SeriesListFilter,
  deleteSeriesRow,
  findSeries,
  findSeriesByIds,
  insertSeries,
  listSeries,
  lockSeries,
  seriesNameTaken,
  updateSeriesRow,
} from './repo.ts';

const conflictOn = (field: string, message: string) => new AppError(409, message, { [field]: message });

/**
 * The series module owns `product_series` (decision 0014); other modules read series through
 * this service. Built from a context or a transaction's `db`. Admins manage every manufacturer's
 * series; a manufacturer (series.manage at scope own) only those of its own organization.
 */
export function createSeriesService({ db }: Pick<AppContext, 'db'>) {
  /** The manufacturers whose series the actor manages; undefined for every one (scope any). */
  function managedManufacturers(actor: Actor): string[] | undefined {
    if (capabilityScope(actor, 'series.manage') !== 'own') return undefined;
    return actor.organizationId ? [actor.organizationId] : [];
  }

  /** Another manufacturer's series looks missing to a manufacturer (404, as for unknown ids). */
  async function reachable(dbx: Db, actor: Actor, id: string) {
    const row = await findSeries(dbx, id);
    if (!row || !hasCapability(actor, 'series.manage', { organizationId: row.manufacturerId }))
      throw notFound(SERIES_MESSAGES.notFound);
    return row;
  }

  /** The manufacturer a write names: the actor's own (or any, for admins), active, a manufacturer. */
  async function checkManufacturer(dbx: Db, actor: Actor, manufacturerId: string): Promise<void> {
    requireCapability(
      actor,
      'series.manage',
      { organizationId: manufacturerId },
      { message: SERIES_MESSAGES.otherManufacturer, field: 'manufacturerId' },
    );
    const organization = await organizationDirectory(dbx).find(manufacturerId);
    if (!organization || organization.type !== 'manufacturer' || !organization.isActive)
      throw badRequest(SERIES_MESSAGES.manufacturerInvalid, {
        manufacturerId: SERIES_MESSAGES.manufacturerInvalid,
      });
  }

  async function assertNameFree(dbx: Db, manufacturerId: string, name: string, exceptId?: string) {
    if (await seriesNameTaken(dbx, manufacturerId, name, exceptId))
      throw conflictOn('name', seriesNameTakenMessage(name));
  }
  /** The same 409 when a concurrent write slipped past the check and hit the unique index. */
  const uniqueName = (name: string) => ({
    product_series_manufacturer_name_uq: { field: 'name', message: seriesNameTakenMessage(name) },
  });

  const countProducts = (dbx: Db, seriesId: string) =>
    createProductsService({ db: dbx }).count({
      status: 'all',
      seriesId,
      search: undefined,
      category: undefined,
      subcategory: undefined,
      manufacturerId: undefined,
    });

  const audit = (dbx: Db, actor: Actor, action: string, id: string, details: Record<string, unknown>) =>
    writeAudit(dbx, { ...auditedBy(actor), action, entityType: 'product_series', entityId: id, details });

  async function present(dbx: Db, id: string): Promise<Series> {
    const row = await findSeries(dbx, id);
    if (!row) throw notFound(SERIES_MESSAGES.notFound);
    return row;
  }

  return {
    /** Series with manufacturer names (the catalogue filter: `activeOnly`). */
    list: (filter: SeriesListFilter): Promise<Series[]> => listSeries(db, filter),
    /** One series with its manufacturer's name, or null (e.g. to check it belongs to a manufacturer). */
    find: (id: string) => findSeries(db, id),
    /** Series by id; unknown ids are left out. */
    findByIds: (ids: readonly string[]) => findSeriesByIds(db, ids),

    /**
     * GET /api/product-series: every series for callers without series.manage (a filter's options)
     * and for admins; a manufacturer managing series sees only its own (back-office §2.9).
     */
    listFor: (actor: Actor, query: SeriesManagementQuery): Promise<Series[]> =>
      listSeries(db, { ...query, manufacturerIds: managedManufacturers(actor) }),

    /** Proposed series that do not exist yet, for the manufacturers the actor manages. */
    uncommitted: (actor: Actor): Promise<UncommittedSeries[]> =>
      createStagedProductsService({ db }).uncommittedSeries(managedManufacturers(actor)),

    async create(actor: Actor, body: CreateSeriesRequest): Promise<Series> {
      await checkManufacturer(db, actor, body.manufacturerId);
      await assertNameFree(db, body.manufacturerId, body.name);
      return conflictOnUnique(uniqueName(body.name), () =>
        withTx(db, async (tx) => {
          const id = await insertSeries(tx, { ...body });
          await audit(tx, actor, 'series.created', id, {
            name: body.name,
            manufacturerId: body.manufacturerId,
          });
          return present(tx, id);
        }),
      );
    },

    async update(actor: Actor, id: string, body: UpdateSeriesRequest): Promise<Series> {
      // Filled in once the final name is known; read only if the unique index refuses the write.
      const conflicts: UniqueConflicts = {};
      return conflictOnUnique(conflicts, () =>
        withTx(db, async (tx) => {
          const current = await reachable(tx, actor, id);
          await lockSeries(tx, id);
          const changes: Partial<SeriesInsert> = {};
          const changed: Record<string, { from: unknown; to: unknown }> = {};
          for (const field of ['name', 'manufacturerId', 'description', 'isActive'] as const) {
            const value = body[field];
            if (value === undefined || value === current[field]) continue;
            (changes as Record<string, unknown>)[field] = value;
            changed[field] = { from: current[field], to: value };
          }
          const manufacturerId = changes.manufacturerId ?? current.manufacturerId;
          if (changes.manufacturerId !== undefined) {
            await checkManufacturer(tx, actor, manufacturerId);
            const count = await countProducts(tx, id);
            if (count > 0)
              throw conflictOn('manufacturerId', seriesManufacturerLockedMessage(current.name, count));
          }
          const name = changes.name ?? current.name;
          Object.assign(conflicts, uniqueName(name));
          if (changes.name !== undefined || changes.manufacturerId !== undefined)
            await assertNameFree(tx, manufacturerId, name, id);
          if (Object.keys(changes).length === 0) return current;
          await updateSeriesRow(tx, id, changes);
          await audit(tx, actor, 'series.updated', id, { changed });
          return present(tx, id);
        }),
      );
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await withTx(db, async (tx) => {
        const current = await reachable(tx, actor, id);
        if (!(await lockSeries(tx, id))) throw notFound(SERIES_MESSAGES.notFound);
        const count = await countProducts(tx, id);
        if (count > 0) throw conflictError(seriesHasProductsMessage(current.name, count));
        await deleteSeriesRow(tx, id);
        await audit(tx, actor, 'series.deleted', id, {
          name: current.name,
          manufacturerId: current.manufacturerId,
        });
      });
    },
  };
}

export type SeriesService = ReturnType<typeof createSeriesService>;
