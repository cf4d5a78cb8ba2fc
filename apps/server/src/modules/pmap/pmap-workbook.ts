import type { ReceivedUpload } from '@/lib/uploads/receive-upload.ts';

/**
 * STUB until feat/import-kit lands: import-kit writes the real reader here, on the shared import
 * library (the PMAP grid's SKU, UPC, MPQ, MSRP, UMAP, DEALER and PMAP columns; the campaign's name
 * and dates from the header rows). Merging that branch replaces this file.
 */
export interface PmapWorkbookRow {
  rowNumber: number;
  sku: string;
  upc: string | null;
  mpq: string | null;
  msrp: string | null;
  umap: string | null;
  dealer: string | null;
  pmap: string | null;
}

export interface PmapWorkbook {
  campaignName: string | null;
  startDate: string | null;
  endDate: string | null;
  rows: PmapWorkbookRow[];
  warnings: string[];
}

export function readPmapWorkbook(_file: ReceivedUpload): Promise<PmapWorkbook> {
  return Promise.reject(new Error('readPmapWorkbook: waiting for feat/import-kit'));
}
