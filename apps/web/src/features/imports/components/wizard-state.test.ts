import { describe, expect, it } from 'vitest';
import type { UploadedFile, WizardAction, WizardState } from './wizard-state';
import { WIZARD_MESSAGES, fitMapping, initialWizardState, stepNumberOf, wizardReducer } from './wizard-state';

const upload: UploadedFile = {
  importId: 'imp-1',
  fileName: 'products.csv',
  headers: ['Item No', 'Description', 'MAP'],
  sampleData: [['A-1', 'Amp', '199.99']],
  totalRows: 20,
};

const run = (...actions: WizardAction[]) =>
  actions.reduce<WizardState>((state, action) => wizardReducer(state, action), initialWizardState);

const atMapping = () =>
  run(
    { type: 'chooseManufacturer', manufacturerId: 'm-1' },
    { type: 'next' },
    { type: 'uploaded', upload, mapping: { sku: 0, name: 1 } },
  );

describe('wizardReducer', () => {
  it('refuses Next without a manufacturer, with the spec message, and moves on with one', () => {
    const refused = run({ type: 'next' });
    expect(refused.step).toBe('manufacturer');
    expect(refused.problem).toBe(WIZARD_MESSAGES.manufacturerFirst);
    const chosen = wizardReducer(refused, { type: 'chooseManufacturer', manufacturerId: 'm-1' });
    expect(chosen.problem).toBeNull();
    expect(wizardReducer(chosen, { type: 'next' }).step).toBe('upload');
  });

  it('goes to mapping on a successful upload, with the suggested mapping', () => {
    const state = atMapping();
    expect(state.step).toBe('mapping');
    expect(state.upload).toEqual(upload);
    expect(state.mapping).toEqual({ sku: 0, name: 1 });
  });

  it('drops suggested or template columns the file does not have', () => {
    expect(fitMapping({ sku: 0, name: 7, upc: -1, weight: 1.5, status: null }, 3)).toEqual({
      sku: 0,
      name: null,
      upc: null,
      weight: null,
      status: null,
    });
    const applied = wizardReducer(atMapping(), { type: 'applyMapping', mapping: { sku: 2, mfgMAP: 9 } });
    expect(applied.mapping).toEqual({ sku: 2, mfgMAP: null });
  });

  it('refuses the preview until SKU is mapped (column 0 counts as mapped)', () => {
    const unmapped = wizardReducer(atMapping(), { type: 'mapColumn', field: 'sku', column: null });
    const refused = wizardReducer(unmapped, { type: 'preview' });
    expect(refused.step).toBe('mapping');
    expect(refused.problem).toBe(WIZARD_MESSAGES.skuRequired);
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

  it('goes back a step; back to upload forgets the file and its mapping', () => {
    const preview = wizardReducer(atMapping(), { type: 'preview' });
    const mapping = wizardReducer(preview, { type: 'back' });
    expect(mapping.step).toBe('mapping');
    expect(mapping.upload).toEqual(upload);
    const again = wizardReducer(mapping, { type: 'back' });
    expect(again.step).toBe('upload');
    expect(again.upload).toBeNull();
    expect(again.mapping).toEqual({});
    expect(again.manufacturerId).toBe('m-1');
  });

  it('Import Another File starts at the upload step with the same manufacturer', () => {
    const processing = run(
      { type: 'chooseManufacturer', manufacturerId: 'm-1' },
      { type: 'next' },
      { type: 'uploaded', upload, mapping: { sku: 0 } },
      { type: 'preview' },
      { type: 'started' },
      { type: 'finished' },
    );
    expect(processing.step).toBe('complete');
    const next = wizardReducer(processing, { type: 'importAnother' });
    expect(next).toEqual({ ...initialWizardState, step: 'upload', manufacturerId: 'm-1' });
  });

  it('numbers the six states as the four steps of the spec', () => {
    expect(
      ['manufacturer', 'upload', 'mapping', 'preview', 'processing', 'complete'].map((s) =>
        stepNumberOf(s as WizardState['step']),
      ),
    ).toEqual([1, 2, 3, 4, 4, 4]);
  });
});
