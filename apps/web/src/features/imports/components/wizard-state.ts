import type { UploadResponse } from '@crossover/domain/imports';
import { IMPORT_MESSAGES } from '@crossover/domain/imports';
import type { ColumnMapping, ImportField } from '@crossover/domain/imports-fields';

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

export type UploadedFile = UploadResponse;

export interface WizardState {
  step: WizardStep;
  manufacturerId: string;
  upload: UploadedFile | null;
  mapping: ColumnMapping;
  /** The template the mapping came from (the ★ suggestion's or one applied), sent with Start Import. */
  templateId: string | null;
  /** The message of a move that was refused (no manufacturer, no SKU column). */
  problem: string | null;
}

export type WizardAction =
  | { type: 'chooseManufacturer'; manufacturerId: string }
  | { type: 'next' }
  | { type: 'uploaded'; upload: UploadedFile }
  /** The same upload read again from another sheet or header row: new columns, a new suggestion. */
  | { type: 'relaid'; upload: UploadedFile }
  | { type: 'mapColumn'; field: ImportField; column: number | null }
  | { type: 'applyTemplate'; templateId: string; mapping: ColumnMapping }
  | { type: 'templateDeleted'; templateId: string }
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
  templateId: null,
  problem: null,
};

/** Whether a column is mapped to the field (index 0 is a column too). */
export const isMapped = (mapping: ColumnMapping, field: ImportField) =>
  mapping[field] !== null && mapping[field] !== undefined;

/** A mapping keeps only columns the file has: a template from a wider file must not point past it. */
export function fitMapping(mapping: ColumnMapping, columnCount: number): ColumnMapping {
  const fitted: ColumnMapping = {};
  for (const [field, column] of Object.entries(mapping) as [ImportField, number | null | undefined][]) {
    if (column === undefined) continue;
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
      if (state.manufacturerId === '') return { ...state, problem: IMPORT_MESSAGES.selectManufacturer };
      return { ...state, step: 'upload', problem: null };
    case 'uploaded': {
      if (state.step !== 'upload') return state;
      const { suggestion, headers } = action.upload;
      const mapping = fitMapping(suggestion.mapping, headers.length);
      return {
        ...state,
        step: 'mapping',
        upload: action.upload,
        mapping,
        templateId: suggestion.templateId,
        problem: null,
      };
    }
    case 'relaid': {
      if (state.step !== 'mapping' || state.upload?.importId !== action.upload.importId) return state;
      const mapping = fitMapping(action.upload.suggestion.mapping, action.upload.headers.length);
      return { ...state, upload: action.upload, mapping, problem: null };
    }
    case 'mapColumn':
      if (state.step !== 'mapping') return state;
      return { ...state, mapping: { ...state.mapping, [action.field]: action.column }, problem: null };
    case 'applyTemplate': {
      if (state.step !== 'mapping' || !state.upload) return state;
      const mapping = fitMapping(action.mapping, state.upload.headers.length);
      return { ...state, mapping, templateId: action.templateId, problem: null };
    }
    case 'templateDeleted':
      // The mapping stays; a deleted template can no longer be named when the import starts.
      return state.templateId === action.templateId ? { ...state, templateId: null } : state;
    case 'preview':
      if (state.step !== 'mapping') return state;
      if (!isMapped(state.mapping, 'sku')) return { ...state, problem: IMPORT_MESSAGES.skuNotMapped };
      return { ...state, step: 'preview', problem: null };
    case 'back': {
      const previous = BACK[state.step];
      if (!previous) return state;
      // Back to the upload step means choosing a file again: the last one is forgotten.
      if (previous !== 'upload' && previous !== 'manufacturer')
        return { ...state, step: previous, problem: null };
      return { ...state, step: previous, upload: null, mapping: {}, templateId: null, problem: null };
    }
    case 'started':
      return state.step === 'preview' ? { ...state, step: 'processing', problem: null } : state;
    case 'finished':
      return state.step === 'processing' ? { ...state, step: 'complete' } : state;
    case 'importAnother':
      return { ...initialWizardState, step: 'upload', manufacturerId: state.manufacturerId };
  }
}
