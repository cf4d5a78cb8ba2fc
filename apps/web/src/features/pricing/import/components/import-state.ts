import type { PriceListUpload, ProcessAnswer, PricingImportDetail } from '../../shared/api';

export type ImportTab = 'upload' | 'preview' | 'results';

/**
 * The Distributor Pricing mode of /pricing-import (back-office §4 'Pricing import flow': upload,
 * parse with progress, preview, process, results). The PMAP mode is another component: switching
 * the type unmounts this one, which is what clears the file, preview and results, returns to the
 * Upload tab and starts again from today's effective date with no expiration.
 */
export interface ImportState {
  tab: ImportTab;
  file: File | null;
  /** The server's parse of `file` (the preview), once it answered. */
  upload: PriceListUpload | null;
  effectiveDate: string;
  /** '' is no expiration: the prices stay until changed. */
  expirationDate: string;
  /** Process Updates was accepted: the import the job applies (its verdicts per row). */
  processing: ProcessAnswer | null;
  /** The import once its job ended (or it was scheduled): the Process Results tab. */
  result: { answer: ProcessAnswer; detail: PricingImportDetail | null } | null;
}

export type ImportAction =
  | { type: 'tab'; tab: ImportTab }
  | { type: 'file'; file: File }
  | { type: 'uploaded'; upload: PriceListUpload }
  | { type: 'uploadFailed' }
  | { type: 'clear' }
  | { type: 'dates'; effectiveDate?: string; expirationDate?: string }
  | { type: 'processing'; answer: ProcessAnswer }
  | { type: 'processed'; detail: PricingImportDetail | null }
  | { type: 'processFailed' };

export function initialImportState(today: string): ImportState {
  return {
    tab: 'upload',
    file: null,
    upload: null,
    effectiveDate: today,
    expirationDate: '',
    processing: null,
    result: null,
  };
}

/** Which tabs may be opened: Preview once a file is chosen, Results once results exist. */
export function tabEnabled(state: ImportState, tab: ImportTab): boolean {
  if (tab === 'preview') return state.file !== null;
  if (tab === 'results') return state.result !== null;
  return true;
}

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case 'tab':
      return tabEnabled(state, action.tab) ? { ...state, tab: action.tab } : state;
    case 'file':
      // A new file starts over: its preview is parsed now, old results no longer apply.
      return { ...state, file: action.file, upload: null, processing: null, result: null, tab: 'preview' };
    case 'uploaded':
      return { ...state, upload: action.upload };
    case 'uploadFailed':
    case 'clear':
      return { ...state, file: null, upload: null, processing: null, result: null, tab: 'upload' };
    case 'dates':
      return {
        ...state,
        effectiveDate: action.effectiveDate ?? state.effectiveDate,
        expirationDate: action.expirationDate ?? state.expirationDate,
      };
    case 'processing':
      return { ...state, processing: action.answer };
    case 'processed':
      return state.processing
        ? {
            ...state,
            processing: null,
            result: { answer: state.processing, detail: action.detail },
            tab: 'results',
          }
        : state;
    case 'processFailed':
      return { ...state, processing: null };
  }
}

/** Process Updates sends only the rows that are not errors (back-office §7). */
export function rowsToProcess(upload: PriceListUpload) {
  return upload.data
    .filter((row) => row.status !== 'error')
    .map(({ rowNumber, sku, distPartNumber, cost, mpqCost }) => ({
      rowNumber,
      sku,
      distPartNumber,
      cost,
      mpqCost,
    }));
}

/** Whether Process Updates may run: a parsed file with at least one row that is not an error. */
export function canProcess(state: ImportState): boolean {
  return state.upload !== null && state.processing === null && rowsToProcess(state.upload).length > 0;
}

/** The dates' problem, or null: an effective date is required, an expiration must come after it. */
export function datesProblem(effectiveDate: string, expirationDate: string): string | null {
  if (effectiveDate === '') return 'Effective date is required';
  if (expirationDate !== '' && expirationDate <= effectiveDate) {
    return 'Expiration date must be after the effective date';
  }
  return null;
}
