import {
  type AdjustInventoryRequest,
  type CreateInventoryRequest,
  INVENTORY_MESSAGES as M,
  type InventoryFilters,
  type InventoryListQuery,
  type InventoryListResponse,
  type InventoryRecord,
  type InventoryStats,
  type UpdateInventoryRequest,
  applyAdjustment,
  unitsText,
} from '@crossover/domain/inventory';
import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import { withTx } from '@/db/with-tx.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { writeAudit } from '@/lib/audit.ts';
import { hasCapability, reachesAnyOrganization, requireCapability } from '@/lib/authorize.ts';
import { systemClock } from '@/lib/clock.ts';
import { AppError, conflict, notFound } from '@/lib/errors.ts';
import { conflictOnUnique } from '@/lib/unique-violation.ts';
import { reservedForOpenOrders } from '@/modules/orders/reservations.ts';
import {
  type InventoryListFilters,
  decodeInventoryCursor,
  findRecordRows,
  inventoryStats,
  listInventoryPage,
} from './list-repo.ts';
import { type Placement, checkPlacement } from './placement.ts';
import { toInventoryRecord } from './present.ts';
import {
  type InventoryRow,
  adjustInventoryRow,
  deleteInventoryRow,
  findInventoryByKey,
  insertInventory,
  lockInventory,
  lockInventoryRow,
  reserveStock,
  settleReservation,
  updateInventoryRow,
} from './repo.ts';

const CAPABILITY = 'inventory.manage';
const EMPTY_STATS: InventoryStats = {
  totalItems: 0,
  lowStock: 0,
  outOfStock: 0,
  totalQuantity: 0,
  reserved: 0,
};
/** A 400 or 409 whose message also sits on the field it is about, for the form. */
const refuse = (status: 400 | 409, field: string, message: string) =>
  new AppError(status, message, { [field]: message });
const duplicateMessage = ({ organization, product }: Placement) =>
  `${organization.name} already has an inventory record for ${product.name} (${product.sku})`;

/**
 * Stock per product and organization (decision 0014: the module owns `inventory`). The screen's
 * calls take the actor first: admins reach every organization's records, manufacturers and
 * distributors their own (from the session). A record another organization owns looks missing
 * (404) when addressed by id; naming another organization (body or filter) is a 403 on that field.
 *
 * Orders call the stock methods at the end, built from their transaction's `db` so reservations
 * commit or roll back with the order.
 */
export function createInventoryService({
  db,
  clock = systemClock,
}: Pick<AppContext, 'db'> & Partial<Pick<AppContext, 'clock'>>) {
  /** The organization a member's request acts on; naming another one is refused on its field. */
  function requireReach(actor: Actor, organizationId: string) {
    requireCapability(
      actor,
      CAPABILITY,
      { organizationId },
      { message: M.otherOrganization, field: 'organizationId' },
    );
  }

  /** The filters as the actor may apply them: a member's are pinned to its own organization. */
  function scopedFilters<F extends InventoryFilters>(actor: Actor, filters: F): F | null {
    if (reachesAnyOrganization(actor, CAPABILITY)) return filters;
    if (filters.organizationId) requireReach(actor, filters.organizationId);
    return actor.organizationId ? { ...filters, organizationId: actor.organizationId } : null;
  }

  async function present(dbx: Db, id: string): Promise<InventoryRecord> {
    const [row] = await findRecordRows(dbx, [id]);
    return toInventoryRecord(row!);
  }

  /** The record addressed by id, locked; 404 when missing or not the actor's to see. */
  async function ownedRecord(tx: Db, actor: Actor, id: string): Promise<InventoryRow> {
    const row = await lockInventoryRow(tx, id);
    if (!row || !hasCapability(actor, CAPABILITY, { organizationId: row.organizationId }))
      throw notFound(M.notFound);
    return row;
  }

  /**
   * Units open orders reserved are theirs to settle (shipping or cancelling the order): a release
   * by hand may free only the rest. The row's lock keeps orders from reserving meanwhile.
   */
  async function checkRelease(tx: Db, body: AdjustInventoryRequest) {
    const row = await lockInventory(tx, body.productId, body.organizationId);
    if (!row) throw notFound(M.notFound);
    const held = Math.min(await reservedForOpenOrders(tx, body.productId, body.organizationId), row.reserved);
    if (held > 0 && body.adjustment > row.reserved - held)
      throw refuse(
        409,
        'adjustment',
        `Only ${unitsText(row.reserved - held)} reserved outside orders can be released: ${unitsText(held)} are held for open orders until they ship or are cancelled`,
      );
  }

  const audit = (tx: Db, actor: Actor, action: string, row: InventoryRow, details: Record<string, unknown>) =>
    writeAudit(tx, {
      ...auditedBy(actor),
      action,
      entityType: 'inventory',
      entityId: row.id,
      details: { productId: row.productId, organizationId: row.organizationId, ...details },
    });

  return {
    async list(actor: Actor, query: InventoryListQuery): Promise<InventoryListResponse> {
      const after = query.cursor ? decodeInventoryCursor(query.cursor) : null;
      if (query.cursor && !after) throw refuse(400, 'cursor', 'Invalid cursor');
      const filters: InventoryListFilters | null = scopedFilters(actor, query);
      if (!filters) return { records: [], nextCursor: null, hasMore: false };
      const page = await listInventoryPage(db, filters, query.limit, after);
      return {
        records: page.rows.map(toInventoryRecord),
        nextCursor: page.nextCursor,
        hasMore: page.nextCursor !== null,
      };
    },

    async stats(actor: Actor, query: InventoryFilters): Promise<InventoryStats> {
      const filters = scopedFilters(actor, query);
      return filters ? inventoryStats(db, filters) : EMPTY_STATS;
    },

    async create(actor: Actor, body: CreateInventoryRequest): Promise<InventoryRecord> {
      requireReach(actor, body.organizationId);
      return withTx(db, async (tx) => {
        const placement = await checkPlacement(tx, actor, body.productId, body.organizationId);
        if (await findInventoryByKey(tx, body.productId, body.organizationId))
          throw refuse(409, 'productId', duplicateMessage(placement));
        const constraint = { field: 'productId', message: duplicateMessage(placement) };
        const row = await conflictOnUnique({ inventory_product_organization_uq: constraint }, () =>
          insertInventory(tx, {
            ...body,
            // Stock that arrives with the record was received now.
            lastRestocked: body.quantityOnHand > 0 ? clock.now() : null,
          }),
        );
        await audit(tx, actor, 'inventory.create', row, {
          quantityOnHand: row.quantityOnHand,
          quantityReserved: row.quantityReserved,
          reorderPoint: row.reorderPoint,
        });
        return present(tx, row.id);
      });
    },

    async update(actor: Actor, id: string, body: UpdateInventoryRequest): Promise<InventoryRecord> {
      return withTx(db, async (tx) => {
        const row = await ownedRecord(tx, actor, id);
        const { productId, organizationId, ...changes } = body;
        if (organizationId !== undefined && organizationId !== row.organizationId) {
          requireReach(actor, organizationId);
          throw refuse(400, 'organizationId', 'An inventory record cannot move to another organization');
        }
        if (productId !== undefined && productId !== row.productId)
          throw refuse(
            400,
            'productId',
            'The product of a record cannot change: add a record for the other product',
          );
        // The rules that span fields, checked on the record as it will be.
        const onHand = changes.quantityOnHand ?? row.quantityOnHand;
        const reorderPoint = changes.reorderPoint ?? row.reorderPoint;
        const max = changes.maxStockLevel === undefined ? row.maxStockLevel : changes.maxStockLevel;
        if (onHand < row.quantityReserved)
          throw refuse(
            400,
            'quantityOnHand',
            `Quantity on hand cannot be less than the ${unitsText(row.quantityReserved)} reserved for orders`,
          );
        if (max !== null && max < reorderPoint) throw refuse(400, 'maxStockLevel', M.maxBelowReorderPoint);
        const updated = await updateInventoryRow(tx, id, changes);
        const changed = (Object.keys(changes) as (keyof typeof changes)[])
          .filter((key) => changes[key] !== undefined && row[key] !== updated[key])
          .map((key) => [key, { from: row[key], to: updated[key] }]);
        await audit(tx, actor, 'inventory.update', updated, { changed: Object.fromEntries(changed) });
        return present(tx, id);
      });
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await withTx(db, async (tx) => {
        const row = await ownedRecord(tx, actor, id);
        // Deleting the record would turn placed orders' reservations into silent backorders.
        if (row.quantityReserved > 0)
          throw conflict(
            `This record has ${unitsText(row.quantityReserved)} reserved for orders: ship or release them before deleting it`,
          );
        await deleteInventoryRow(tx, id);
        await audit(tx, actor, 'inventory.delete', row, {
          quantityOnHand: row.quantityOnHand,
          quantityReserved: row.quantityReserved,
        });
      });
    },

    async adjust(actor: Actor, body: AdjustInventoryRequest): Promise<InventoryRecord> {
      requireReach(actor, body.organizationId);
      return withTx(db, async (tx) => {
        if (body.type === 'release') await checkRelease(tx, body);
        const row = await adjustInventoryRow(tx, body, body.type, body.adjustment, clock.now());
        if (!row) {
          const current = await findInventoryByKey(tx, body.productId, body.organizationId);
          if (!current) throw notFound(M.notFound);
          const refused = applyAdjustment(current, body.type, body.adjustment);
          const message = refused.ok
            ? 'The stock changed meanwhile: check it and try again'
            : refused.message;
          throw refuse(409, 'adjustment', message);
        }
        await audit(tx, actor, 'inventory.adjust', row, {
          type: body.type,
          adjustment: body.adjustment,
          quantityOnHand: row.quantityOnHand,
          quantityReserved: row.quantityReserved,
        });
        return present(tx, row.id);
      });
    },

    /** Reserves what the vendor has free of the quantity, under the row's lock; answers the units. */
    reserveStock: (productId: string, organizationId: string, quantity: number) =>
      reserveStock(db, productId, organizationId, quantity),
    /** The vendor's stock record of the product, locked for the transaction; null when none. */
    lockInventory: (productId: string, organizationId: string) =>
      lockInventory(db, productId, organizationId),
    /** Shipping takes reserved units off on-hand stock; releasing makes them available again. */
    settleReservation: (inventoryId: string, quantity: number, ship: boolean) =>
      settleReservation(db, inventoryId, quantity, ship),
  };
}
