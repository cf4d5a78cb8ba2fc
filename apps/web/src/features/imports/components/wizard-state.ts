/**
 * The import wizard's states (back-office §4): manufacturer → upload → mapping → preview →
 * processing → complete. A pure reducer, so every rule about moving on is tested without a screen.
 */
export type WizardStep = 'manufacturer' | 'upload' | 'mapping' | 'preview' | 'processing' | 'complete';

/** Spec §2.1: four numbered steps over the six states; the last covers preview to complete. */
export const WIZARD_STEPS = [
  { number: 1, label: 'Manufacturer' },
  { number: 2, label: 'Upload' },
  { number: 3, label: 'Map Columns' },
  { number: 4, label: 'Import' },
] as const;

const STEP_NUMBERS: Record<WizardStep, number> = {
  manufacturer: 1,
  upload: 2,
  mapping: 3,
  preview: 4,
  processing: 4,
  complete: 4,
};
export const stepNumberOf = (step: WizardStep) => STEP_NUMBERS[step];

export const WIZARD_MESSAGES = {
  manufacturerFirst: 'Please select a manufacturer first',
  skuRequired: 'Map a column to SKU before the preview: every row needs one',
} as const;

/** Product field → the column's index in the file, or null when nothing is mapped to it. */
export type ColumnMapping = Record<string, number | null>;

export interface UploadedFile {
  importId: string;
  fileName: string;
  headers: string[];
  sampleData: string[][];
  totalRows: number;
}

export interface WizardState {
  step: WizardStep;
  manufacturerId: string;
  upload: UploadedFile | null;
  mapping: ColumnMapping;
  /** The message of a move that was refused (no manufacturer, no SKU column). */
  problem: string | null;
}

export type WizardAction =
  | { type: 'chooseManufacturer'; manufacturerId: string }
  | { type: 'next' }
  | { type: 'uploaded'; upload: UploadedFile; mapping: ColumnMapping }
  | { type: 'mapColumn'; field: string; column: number | null }
  | { type: 'applyMapping'; mapping: ColumnMapping }
  | { type: 'preview' }
  | { type: 'back' }
  | { type: 'started' }
  | { type: 'finished' }
  | { type: 'importAnother' };

export const initialWizardState: WizardState = {
  step: 'manufacturer',
  manufacturerId: '',
  upload: null,
  mapping: {},
  problem: null,
};

/** Whether a column is mapped to the field (index 0 is a column too). */
export const isMapped = (mapping: ColumnMapping, field: string) =>
  mapping[field] !== null && mapping[field] !== undefined;

/** A mapping keeps only columns the file has: a template from a wider file must not point past it. */
export function fitMapping(mapping: ColumnMapping, columnCount: number): ColumnMapping {
  const fitted: ColumnMapping = {};
  for (const [field, column] of Object.entries(mapping)) {
    fitted[field] =
      column !== null && Number.isInteger(column) && column >= 0 && column < columnCount ? column : null;
  }
  return fitted;
}

const BACK: Partial<Record<WizardStep, WizardStep>> = {
  upload: 'manufacturer',
  mapping: 'upload',
  preview: 'mapping',
};

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'chooseManufacturer':
      // Another manufacturer means another file: an upload made for the last one is dropped.
      return { ...initialWizardState, manufacturerId: action.manufacturerId };
    case 'next':
      if (state.step !== 'manufacturer') return state;
      if (state.manufacturerId === '') return { ...state, problem: WIZARD_MESSAGES.manufacturerFirst };
      return { ...state, step: 'upload', problem: null };
    case 'uploaded': {
      if (state.step !== 'upload') return state;
      const mapping = fitMapping(action.mapping, action.upload.headers.length);
      return { ...state, step: 'mapping', upload: action.upload, mapping, problem: null };
    }
    case 'mapColumn':
      if (state.step !== 'mapping') return state;
      return { ...state, mapping: { ...state.mapping, [action.field]: action.column }, problem: null };
    case 'applyMapping':
      if (state.step !== 'mapping' || !state.upload) return state;
      return { ...state, mapping: fitMapping(action.mapping, state.upload.headers.length), problem: null };
    case 'preview':
      if (state.step !== 'mapping') return state;
      if (!isMapped(state.mapping, 'sku')) return { ...state, problem: WIZARD_MESSAGES.skuRequired };
      return { ...state, step: 'preview', problem: null };
    case 'back': {
      const previous = BACK[state.step];
      if (!previous) return state;
      // Back to the upload step means choosing a file again: the last one is forgotten.
      const upload = previous === 'upload' || previous === 'manufacturer' ? null : state.upload;
      return { ...state, step: previous, upload, mapping: upload ? state.mapping : {}, problem: null };
    }
    case 'started':
      return state.step === 'preview' ? { ...state, step: 'processing', problem: null } : state;
    case 'finished':
      return state.step === 'processing' ? { ...state, step: 'complete' } : state;
    case 'importAnother':
      return { ...initialWizardState, step: 'upload', manufacturerId: state.manufacturerId };
  }
}
