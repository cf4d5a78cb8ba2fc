import { type InventoryRecord, availableQuantity, inventoryStatus } from '@crossover/domain/inventory';
import type { InventoryRecordRow } from './list-repo.ts';

/** A record as the API answers it: available and status derived here, once, from the domain's rules. */
export function toInventoryRecord(row: InventoryRecordRow): InventoryRecord {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    productSku: row.productSku,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    quantityOnHand: row.quantityOnHand,
    quantityReserved: row.quantityReserved,
    available: availableQuantity(row),
    quantityOnOrder: row.quantityOnOrder,
    reorderPoint: row.reorderPoint,
    maxStockLevel: row.maxStockLevel,
    status: inventoryStatus(row),
    lastRestocked: row.lastRestocked ? row.lastRestocked.toISOString() : null,
    notes: row.notes,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
