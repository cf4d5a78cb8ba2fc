import type { CsvImport } from '@crossover/domain/imports';
import { IMPORT_TOASTS } from '@crossover/domain/imports';
import { useEffect, useReducer } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { parseApiError } from '@/lib/api-error';
import { toastFailure } from '@/lib/operation-errors';
import { useOrganizations } from '@/features/organizations/api/get-organizations';
import { FIRST_HISTORY_PAGE, useImportHistory } from '../api/get-import-history';
import { useProcessImport } from '../api/import-actions';
import { CompleteStep } from './complete-step';
import { ManufacturerStep } from './manufacturer-step';
import { MappingStep } from './mapping-step';
import { PreviewStep } from './preview-step';
import { ProcessingStep } from './processing-step';
import { UploadStep } from './upload-step';
import { initialWizardState, wizardReducer } from './wizard-state';
import type { WizardState } from './wizard-state';
import { WizardSteps } from './wizard-steps';

const STEP_DESCRIPTIONS: Record<WizardState['step'], string> = {
  manufacturer: 'Choose the manufacturer',
  upload: 'Upload a .csv, .xlsx or .xls file',
  mapping: 'Map the file’s columns to product fields',
  preview: 'Check the preview and start the import',
  processing: 'Importing rows into staging',
  complete: 'Import finished',
};

/** The import of the wizard, followed on the history's first page (where a new import is) while it runs. */
function useFollowedImport(importId: string | null) {
  const history = useImportHistory(FIRST_HISTORY_PAGE);
  const record = importId ? history.data?.imports.find((i) => i.id === importId) : undefined;
  return { record, timedOut: history.timedOut, restart: history.restart };
}

/**
 * Spec §2.1 Data Import Wizard: 1 Manufacturer, 2 Upload, 3 Map Columns, 4 Import, over the states
 * manufacturer → upload → mapping → preview → processing → complete (wizard-state.ts).
 */
export function ImportWizard({
  onStarted,
  onViewProgress,
  onViewReport,
}: {
  /** An import began processing: the history polls again. */
  onStarted: () => void;
  onViewProgress: () => void;
  onViewReport: (record: CsvImport) => void;
}) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const { step, upload } = state;
  const organizations = useOrganizations();
  const manufacturerName = organizations.data?.find((o) => o.id === state.manufacturerId)?.name;
  const process = useProcessImport();
  const following = step === 'processing' || step === 'complete';

  return (
    <Card role="region" aria-labelledby="import-wizard-title">
      <CardHeader>
        <CardTitle id="import-wizard-title">Data Import Wizard</CardTitle>
        <CardDescription>{STEP_DESCRIPTIONS[step]}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <WizardSteps step={step} />
        {step === 'manufacturer' ? (
          <ManufacturerStep
            manufacturerId={state.manufacturerId}
            problem={state.problem}
            onChoose={(manufacturerId) => dispatch({ type: 'chooseManufacturer', manufacturerId })}
            onNext={() => dispatch({ type: 'next' })}
          />
        ) : null}
        {step === 'upload' ? (
          <UploadStep
            manufacturerId={state.manufacturerId}
            manufacturerName={manufacturerName}
            onUploaded={(answer) => dispatch({ type: 'uploaded', upload: answer })}
            onBack={() => dispatch({ type: 'back' })}
          />
        ) : null}
        {step === 'mapping' && upload ? (
          <MappingStep
            upload={upload}
            mapping={state.mapping}
            templateId={state.templateId}
            problem={state.problem}
            onMap={(field, column) => dispatch({ type: 'mapColumn', field, column })}
            onApplyTemplate={(templateId, mapping) =>
              dispatch({ type: 'applyTemplate', templateId, mapping })
            }
            onTemplateDeleted={(templateId) => dispatch({ type: 'templateDeleted', templateId })}
            onBack={() => dispatch({ type: 'back' })}
            onPreview={() => dispatch({ type: 'preview' })}
            onRelaid={(relaid) => dispatch({ type: 'relaid', upload: relaid })}
          />
        ) : null}
        {step === 'preview' && upload ? (
          <PreviewStep
            upload={upload}
            mapping={state.mapping}
            starting={process.isPending}
            onBack={() => dispatch({ type: 'back' })}
            onStart={() =>
              process.mutate(
                { importId: upload.importId, columnMapping: state.mapping, templateId: state.templateId },
                {
                  onSuccess: (answer) => {
                    toast({ title: IMPORT_TOASTS.importStarted, description: answer.message });
                    dispatch({ type: 'started' });
                    onStarted();
                  },
                  onError: (error) => {
                    // The upload is gone (never started for a day, or deleted meanwhile): upload again.
                    if (parseApiError(error).status === 404) {
                      toastFailure(error, IMPORT_TOASTS.missingData);
                      dispatch({ type: 'importAnother' });
                      return;
                    }
                    toastFailure(error, IMPORT_TOASTS.processFailed);
                  },
                },
              )
            }
          />
        ) : null}
        {following && upload ? (
          <FollowImport
            state={state}
            importId={upload.importId}
            onFinished={() => dispatch({ type: 'finished' })}
            onViewProgress={onViewProgress}
            onImportAnother={() => dispatch({ type: 'importAnother' })}
            onViewReport={onViewReport}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Processing and complete: the import as the history reports it, every 2 s until it ends. */
function FollowImport({
  state,
  importId,
  onFinished,
  onViewProgress,
  onImportAnother,
  onViewReport,
}: {
  state: WizardState;
  importId: string;
  onFinished: () => void;
  onViewProgress: () => void;
  onImportAnother: () => void;
  onViewReport: (record: CsvImport) => void;
}) {
  const { record, timedOut, restart } = useFollowedImport(importId);
  const ended = record !== undefined && record.status !== 'processing' && record.status !== 'uploaded';
  useEffect(() => {
    if (state.step === 'processing' && ended) onFinished();
  }, [state.step, ended, onFinished]);

  // A retried import runs again: its progress shows until it ends once more.
  if (state.step === 'complete' && record && ended) {
    return (
      <CompleteStep
        record={record}
        onViewProgress={onViewProgress}
        onImportAnother={onImportAnother}
        onViewReport={onViewReport}
      />
    );
  }
  return <ProcessingStep record={record} timedOut={timedOut} onCheckAgain={restart} />;
}
