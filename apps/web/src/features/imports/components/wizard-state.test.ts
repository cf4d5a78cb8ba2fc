import { IMPORT_MESSAGES } from '@crossover/domain/imports';
import { describe, expect, it } from 'vitest';
import type { UploadedFile, WizardAction, WizardState } from './wizard-state';
import { fitMapping, initialWizardState, stepNumberOf, wizardReducer } from './wizard-state';

const upload: UploadedFile = {
  importId: 'imp-1',
  filename: 'products.csv',
  fileKind: 'csv',
  headers: ['Item No', 'Description', 'MAP'],
  sampleData: [['A-1', 'Amp', '199.99']],
  totalRows: 20,
  suggestion: {
    mapping: { sku: 0, description: 1, mfgMAP: 2, name: null },
    sources: { sku: 'previous', description: 'name', mfgMAP: 'synonym' },
    templateId: 'tpl-1',
    templateName: 'Acme sheet',
  },
  sampleRowNumbers: [2],
  headerRow: 1,
  headerDetected: true,
  topRows: [],
  sheets: [],
  sheet: null,
  warnings: [],
};

const run = (...actions: WizardAction[]) =>
  actions.reduce<WizardState>((state, action) => wizardReducer(state, action), initialWizardState);

const atMapping = () =>
  run({ type: 'chooseManufacturer', manufacturerId: 'm-1' }, { type: 'next' }, { type: 'uploaded', upload });

describe('wizardReducer', () => {
  it('refuses Next without a manufacturer, with the spec message, and moves on with one', () => {
    const refused = run({ type: 'next' });
    expect(refused.step).toBe('manufacturer');
    expect(refused.problem).toBe('Please select a manufacturer first');
    const chosen = wizardReducer(refused, { type: 'chooseManufacturer', manufacturerId: 'm-1' });
    expect(chosen.problem).toBeNull();
    expect(wizardReducer(chosen, { type: 'next' }).step).toBe('upload');
  });

  it('goes to mapping on a successful upload, with the ★ suggestion and the template it came from', () => {
    const state = atMapping();
    expect(state.step).toBe('mapping');
    expect(state.upload).toEqual(upload);
    expect(state.mapping).toEqual({ sku: 0, description: 1, mfgMAP: 2, name: null });
    expect(state.templateId).toBe('tpl-1');
  });

  it('ignores an upload answer that arrives after the wizard moved away from the upload step', () => {
    const back = run({ type: 'chooseManufacturer', manufacturerId: 'm-1' });
    expect(wizardReducer(back, { type: 'uploaded', upload })).toBe(back);
  });

  it('drops template columns the file does not have, and remembers the template applied', () => {
    expect(fitMapping({ sku: 0, name: 7, upc: -1, weight: 1.5, status: null }, 3)).toEqual({
      sku: 0,
      name: null,
      upc: null,
      weight: null,
      status: null,
    });
    const applied = wizardReducer(atMapping(), {
      type: 'applyTemplate',
      templateId: 'tpl-2',
      mapping: { sku: 2, mfgMAP: 9 },
    });
    expect(applied.mapping).toEqual({ sku: 2, mfgMAP: null });
    expect(applied.templateId).toBe('tpl-2');
  });

  it('keeps the mapping but forgets a template deleted meanwhile (the server would refuse its id)', () => {
    const state = atMapping();
    expect(wizardReducer(state, { type: 'templateDeleted', templateId: 'other' })).toBe(state);
    const after = wizardReducer(state, { type: 'templateDeleted', templateId: 'tpl-1' });
    expect(after.templateId).toBeNull();
    expect(after.mapping).toEqual(state.mapping);
  });

  it('refuses the preview until SKU is mapped (column 0 counts as mapped)', () => {
    const unmapped = wizardReducer(atMapping(), { type: 'mapColumn', field: 'sku', column: null });
    const refused = wizardReducer(unmapped, { type: 'preview' });
    expect(refused.step).toBe('mapping');
    expect(refused.problem).toBe(IMPORT_MESSAGES.skuNotMapped);
    const remapped = wizardReducer(refused, { type: 'mapColumn', field: 'sku', column: 0 });
    expect(remapped.problem).toBeNull();
    expect(wizardReducer(remapped, { type: 'preview' }).step).toBe('preview');
  });

  it('runs preview → processing → complete, and only in that order', () => {
    const preview = wizardReducer(atMapping(), { type: 'preview' });
    expect(wizardReducer(atMapping(), { type: 'started' }).step).toBe('mapping');
    const processing = wizardReducer(preview, { type: 'started' });
    expect(processing.step).toBe('processing');
    expect(wizardReducer(preview, { type: 'finished' }).step).toBe('preview');
    expect(wizardReducer(processing, { type: 'finished' }).step).toBe('complete');
    expect(wizardReducer(processing, { type: 'back' }).step).toBe('processing');
  });

  it('goes back a step; back to upload forgets the file, its mapping and template', () => {
    const preview = wizardReducer(atMapping(), { type: 'preview' });
    const mapping = wizardReducer(preview, { type: 'back' });
    expect(mapping.step).toBe('mapping');
    expect(mapping.upload).toEqual(upload);
    const again = wizardReducer(mapping, { type: 'back' });
    expect(again).toEqual({ ...initialWizardState, step: 'upload', manufacturerId: 'm-1' });
  });

  it('Import Another File starts at the upload step with the same manufacturer', () => {
    const complete = run(
      { type: 'chooseManufacturer', manufacturerId: 'm-1' },
      { type: 'next' },
      { type: 'uploaded', upload },
      { type: 'preview' },
      { type: 'started' },
      { type: 'finished' },
    );
    expect(complete.step).toBe('complete');
    const next = wizardReducer(complete, { type: 'importAnother' });
    expect(next).toEqual({ ...initialWizardState, step: 'upload', manufacturerId: 'm-1' });
  });

  it('numbers the six states as the four steps of the spec', () => {
    const steps = ['manufacturer', 'upload', 'mapping', 'preview', 'processing', 'complete'] as const;
    expect(steps.map(stepNumberOf)).toEqual([1, 2, 3, 4, 4, 4]);
  });
});

describe('choosing another sheet or header row', () => {
  it('takes the upload read again with its new columns and suggestion, only for the same import', () => {
    const relaid: UploadedFile = {
      ...upload,
      headers: ['Part #', 'Name'],
      headerRow: 4,
      suggestion: { ...upload.suggestion, mapping: { sku: 0, name: 1, mfgMAP: 2 } },
    };
    const state = wizardReducer(atMapping(), { type: 'relaid', upload: relaid });
    expect(state.upload).toBe(relaid);
    // The suggestion fitted to the two columns the new header names.
    expect(state.mapping).toEqual({ sku: 0, name: 1, mfgMAP: null });
    const other = wizardReducer(atMapping(), { type: 'relaid', upload: { ...relaid, importId: 'imp-2' } });
    expect(other.upload).toBe(upload);
  });
});
