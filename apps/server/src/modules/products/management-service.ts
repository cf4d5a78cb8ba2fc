import type { Product } from '@crossover/domain/catalog';
import {
  type CreateProductRequest,
  DEFAULT_PRODUCT_SOURCE,
  PRODUCT_MESSAGES,
  PRODUCT_TOASTS,
  type ProductStatusRequest,
  type UpdateProductRequest,
  skuTakenMessage,
} from '@crossover/domain/products';
import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import { withTx } from '@/db/with-tx.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { writeAudit } from '@/lib/audit.ts';
import { AppError, badRequest, notFound } from '@/lib/errors.ts';
import { namesStoredObject } from '@/lib/storage/owned-objects.ts';
import { conflictOnUnique } from '@/lib/unique-violation.ts';
import { createCatalogService } from '@/modules/catalog/service.ts';
import { organizationKind } from '@/modules/organizations/names.ts';
import { createSeriesService } from '@/modules/series/service.ts';
import { deleteProducts, removeStoredImages } from './deletion.ts';
import {
  type ProductInsert,
  type ProductTableRow,
  insertProduct,
  lockProduct,
  lockSku,
  skuTakenBy,
  updateProduct,
} from './management-repo.ts';

const refuse = (field: string, message: string) => badRequest(message, { [field]: message });

/**
 * A product owns only the stored files created for it (lib/storage/owned-objects.ts); none is
 * created from a client's address, so a new image URL naming one names someone else's.
 */
function refuseStoredObject(imageUrl: string | null | undefined) {
  if (namesStoredObject(imageUrl)) throw refuse('imageUrl', PRODUCT_MESSAGES.imageUrlStored);
}
const skuConflict = (sku: string) => new AppError(409, skuTakenMessage(sku), { sku: skuTakenMessage(sku) });

/** Long values are named in the audit entry, not copied into it. */
const NAMED_ONLY = new Set(['description', 'specifications']);

/** Equal as stored: jsonb reorders keys, so objects compare with sorted keys. */
function sameValue(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
        )
      : Array.isArray(value)
        ? value.map(canonical)
        : value;
  return JSON.stringify(canonical(a ?? null)) === JSON.stringify(canonical(b ?? null));
}

/**
 * Product Management's writes (back-office §2.8, §4, §5; issue 9): admins only — the routes'
 * policy is products.manage, which only admins hold. Each write and its audit entry commit in one
 * transaction; answers are the product as the caller's detail shows it.
 */
export function createProductManagementService({
  db,
  storage,
  logger,
  clock,
}: Pick<AppContext, 'db' | 'storage' | 'logger' | 'clock'>) {
  const catalog = createCatalogService({ db, clock });

  const audit = (tx: Db, actor: Actor, action: string, productId: string, details: Record<string, unknown>) =>
    writeAudit(tx, { ...auditedBy(actor), action, entityType: 'product', entityId: productId, details });

  async function loadForWrite(tx: Db, id: string): Promise<ProductTableRow> {
    const row = await lockProduct(tx, id);
    if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
    return row;
  }

  /** A manufacturer organization that is active; its series must be its own. */
  async function checkManufacturerAndSeries(
    tx: Db,
    manufacturerId: string,
    seriesId: string,
    check: boolean,
  ) {
    if (check) {
      const organization = await organizationKind(tx, manufacturerId);
      if (!organization || organization.type !== 'manufacturer' || !organization.isActive)
        throw refuse('manufacturerId', PRODUCT_MESSAGES.manufacturerInvalid);
    }
    const series = await createSeriesService({ db: tx }).find(seriesId);
    if (!series) throw refuse('seriesId', PRODUCT_MESSAGES.seriesNotFound);
    if (series.manufacturerId !== manufacturerId)
      throw refuse('seriesId', PRODUCT_MESSAGES.seriesOtherManufacturer);
  }

  /** The SKU is free (ignoring case) for this product; later writers of the same SKU wait. */
  async function claimSku(tx: Db, sku: string, productId?: string) {
    await lockSku(tx, sku);
    const taken = await skuTakenBy(tx, sku, productId);
    if (taken !== null) throw skuConflict(taken);
  }

  // Either index: the exact SKU, or a case twin an approval inserted after the check (migration 0012).
  const onSkuConflict = <T>(sku: string, write: () => Promise<T>) => {
    const taken = { field: 'sku', message: skuTakenMessage(sku) };
    return conflictOnUnique({ products_lower_sku_uq: taken }, write);
  };

  return {
    async create(actor: Actor, body: CreateProductRequest): Promise<Product> {
      refuseStoredObject(body.imageUrl);
      const row = await onSkuConflict(body.sku, () =>
        withTx(db, async (tx) => {
          await checkManufacturerAndSeries(tx, body.manufacturerId, body.seriesId, true);
          await claimSku(tx, body.sku);
          const inserted = await insertProduct(tx, {
            ...body,
            source: DEFAULT_PRODUCT_SOURCE,
            status: 'active',
          });
          await audit(tx, actor, 'product.create', inserted.id, {
            sku: inserted.sku,
            name: inserted.name,
            manufacturerId: inserted.manufacturerId,
            seriesId: inserted.seriesId,
          });
          return inserted;
        }),
      );
      return catalog.getProduct(actor, row.id);
    },

    async update(actor: Actor, id: string, body: UpdateProductRequest): Promise<Product> {
      await onSkuConflict(body.sku ?? '', () =>
        withTx(db, async (tx) => {
          const existing = await loadForWrite(tx, id);
          const changes: Partial<ProductInsert> = {};
          for (const [key, value] of Object.entries(body) as [keyof ProductInsert, unknown][]) {
            if (value !== undefined && !sameValue(value, existing[key as keyof ProductTableRow]))
              (changes as Record<string, unknown>)[key] = value;
          }
          const changed = Object.keys(changes) as (keyof ProductInsert & keyof ProductTableRow)[];
          if (changed.length === 0) return;
          refuseStoredObject(changes.imageUrl);
          const manufacturerId = changes.manufacturerId ?? existing.manufacturerId;
          if (changes.manufacturerId !== undefined || changes.seriesId !== undefined)
            await checkManufacturerAndSeries(
              tx,
              manufacturerId,
              changes.seriesId ?? existing.seriesId,
              changes.manufacturerId !== undefined,
            );
          if (changes.sku !== undefined) await claimSku(tx, changes.sku, id);
          await updateProduct(tx, id, changes);
          await audit(tx, actor, 'product.update', id, {
            sku: changes.sku ?? existing.sku,
            changes: Object.fromEntries(
              changed.map((key) => [
                key,
                NAMED_ONLY.has(key) ? 'changed' : { from: existing[key] ?? null, to: changes[key] ?? null },
              ]),
            ),
          });
        }),
      );
      return catalog.getProduct(actor, id);
    },

    /**
     * Discontinue stores who, when and why, and switches the product off; Reactivate switches it
     * on and clears all three. Setting the status a product already has renews it.
     */
    async setStatus(actor: Actor, id: string, body: ProductStatusRequest): Promise<Product> {
      await withTx(db, async (tx) => {
        const existing = await loadForWrite(tx, id);
        const discontinued = body.status === 'discontinued';
        await updateProduct(tx, id, {
          status: body.status,
          isActive: !discontinued,
          discontinuedAt: discontinued ? clock.now() : null,
          discontinuedBy: discontinued ? actor.user.id : null,
          discontinuedReason: discontinued ? body.reason : null,
        });
        await audit(tx, actor, 'product.status', id, {
          sku: existing.sku,
          from: existing.status,
          to: body.status,
          ...(discontinued ? { reason: body.reason } : {}),
        });
      });
      return catalog.getProduct(actor, id);
    },

    /** Deletes one product, keeping its order history; its stored files go after the commit. */
    async remove(actor: Actor, id: string): Promise<{ message: string }> {
      const { storedImageKeys } = await withTx(db, async (tx) => {
        const existing = await loadForWrite(tx, id);
        const result = await deleteProducts(tx, [id]);
        await audit(tx, actor, 'product.delete', id, {
          sku: existing.sku,
          name: existing.name,
          manufacturerId: existing.manufacturerId,
          seriesId: existing.seriesId,
          storedImages: result.storedImageKeys.length,
        });
        return result;
      });
      await removeStoredImages(storage, logger, storedImageKeys);
      return { message: PRODUCT_TOASTS.deleted };
    },
  };
}
