import type { ImportedProduct } from '@crossover/domain/imports-fields';
import type { Db } from '@/db/database.ts';
import {
  countImportRowsByReview,
  deletePendingImportRows,
  insertImportedRows,
  beginImportStaging,
  pendingSkuKeysOutside,
  deletePendingSkusOutside,
} from './staging-repo.ts';

/** A validated file row on its way into staging. */
export interface ImportedRow {
  /** Its row number in the file (header = row 1). */
  rowNumber: number;
  product: ImportedProduct;
  /** What could not be read of its cells; why it looks like no product. */
  warnings: readonly string[];
  flag: string | null;
  /** False when the catalogue already has the SKU (approval updates it). */
  isNewSku: boolean;
}

/** Who the rows are from: the import and its manufacturer. */
export interface ImportSource {
  importId: string;
  manufacturerId: string | null;
  manufacturerName: string | null;
}

/**
 * The staged-products module's write path for imported rows (decision 0014: the imports module
 * calls this, never the table). Built from the import batch's transaction, so the rows, the
 * import's counters and the job's cursor commit together. Staging is idempotent per
 * (import, row number): a resumed batch never duplicates a row.
 */
export function createStagingService({ db }: { db: Db }) {
  return {
    /** Call first in each batch: other imports' batches wait (see beginImportStaging). */
    beginImportBatch: () => beginImportStaging(db),

    /** Of these SKU keys (trimmed, lowercased), those already pending review from another source. */
    pendingSkuKeys: (keys: readonly string[], importId: string) => pendingSkuKeysOutside(db, keys, importId),

    /** A corrected file replaces these SKUs' rows pending from other sources; answers how many went. */
    replacePendingSkus: (keys: readonly string[], importId: string) =>
      deletePendingSkusOutside(db, keys, importId),

    /**
     * Stages the rows as pending; a row this import already staged is kept as it is. Answers how
     * many were new and how many were there already.
     */
    async stageImportedRows(
      source: ImportSource,
      rows: readonly ImportedRow[],
    ): Promise<{ inserted: number; alreadyStaged: number }> {
      const inserted = await insertImportedRows(
        db,
        source,
        rows.map(({ rowNumber, product, isNewSku, warnings, flag }) => ({
          importRowNumber: rowNumber,
          importWarnings: warnings.length > 0 ? [...warnings] : null,
          importFlag: flag,
          isNewSku,
          name: product.name,
          sku: product.sku,
          proposedSeriesName: product.seriesName,
          description: product.description,
          category: product.category,
          subcategory: product.subcategory,
          status: product.status,
          mfgCost: product.mfgCost,
          mfgMasterPackCost: product.mfgMasterPackCost,
          mfgMasterPackQty: product.mfgMasterPackQty,
          mapPrice: product.mapPrice,
          retailPrice: product.retailPrice,
          imageUrl: product.imageUrl,
          upc: product.upc,
          weight: product.weight,
          dimensions: product.dimensions,
        })),
      );
      return { inserted: inserted.length, alreadyStaged: rows.length - inserted.length };
    },

    /** Before an import runs again: its rows still pending go; reviewed rows stay. */
    removePendingImportRows: (importId: string) => deletePendingImportRows(db, importId),

    /** How many of an import's rows are pending, approved, rejected (for the audit of a deletion). */
    countImportRows: (importId: string) => countImportRowsByReview(db, importId),
  };
}
