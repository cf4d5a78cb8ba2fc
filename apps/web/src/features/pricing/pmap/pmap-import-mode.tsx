import { PMAP_MESSAGES, type PmapPreview } from '@crossover/domain/pricing/pmap';
import { Eye, FileSpreadsheet, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { isUnauthorizedError } from '@/lib/auth-errors';
import { useCan } from '@/lib/use-can';
import { useImportPmapCampaign, usePreviewPmapFile } from './api/pmap-campaigns';
import { ActiveCampaigns } from './components/active-campaigns';
import { PMAP_FILE_ACCEPT, fileSizeKb, isPmapFileName } from './components/pmap-format';
import { type CampaignDraft, PreviewTable, PreviewTotals } from './components/pmap-preview';

const EMPTY_DRAFT: CampaignDraft = { name: '', startDate: '', endDate: '' };

/** What stops the import, checked before sending (the server checks the same again). */
export function draftProblem(draft: CampaignDraft, importable: number): string | null {
  if (draft.name.trim() === '') return PMAP_MESSAGES.nameRequired;
  if (draft.startDate === '') return PMAP_MESSAGES.startRequired;
  if (draft.endDate === '') return PMAP_MESSAGES.endRequired;
  if (draft.endDate < draft.startDate) return PMAP_MESSAGES.endBeforeStart;
  if (importable === 0) return PMAP_MESSAGES.noProducts;
  return null;
}

/**
 * Spec §2.5 and §4 PMAP flow, on /pmap-import and in /pricing-import's PMAP Campaigns mode: the
 * active campaigns, then (for those who manage pricing) choose a workbook, preview it, correct the
 * campaign's name and dates, and import it or cancel. Choosing another file hides the preview;
 * importing clears the file, preview and items; Cancel hides the preview. Marketing firms read the
 * list only.
 */
export function PmapImportMode() {
  const can = useCan();
  const canManage = can('pricing.manage');
  return (
    <div className="space-y-6">
      <ActiveCampaigns canManage={canManage} />
      {canManage ? <PmapUploadFlow /> : null}
    </div>
  );
}

function PmapUploadFlow() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<PmapPreview | null>(null);
  const [draft, setDraft] = useState<CampaignDraft>(EMPTY_DRAFT);
  const [problem, setProblem] = useState<string | null>(null);
  const analyze = usePreviewPmapFile();
  const importCampaign = useImportPmapCampaign();
  const busy = analyze.isPending || importCampaign.isPending;

  function clearInput() {
    // Choosing the same file again must fire a change.
    if (inputRef.current) inputRef.current.value = '';
  }

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    setPreview(null);
    setProblem(null);
    if (!isPmapFileName(chosen.name)) {
      setFile(null);
      clearInput();
      toast({
        title: PMAP_MESSAGES.invalidFileTitle,
        description: PMAP_MESSAGES.invalidFileDescription,
        variant: 'destructive',
      });
      return;
    }
    setFile(chosen);
  }

  function runPreview() {
    if (!file) return;
    setProblem(null);
    analyze.mutate(file, {
      onSuccess: (answer) => {
        setPreview(answer);
        setDraft({
          name: answer.campaign.name,
          startDate: answer.campaign.startDate,
          endDate: answer.campaign.endDate,
        });
        toast({
          title: PMAP_MESSAGES.analyzedTitle,
          description: PMAP_MESSAGES.analyzed(answer.campaign.totalProducts),
        });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        // The toast is the spec's; the reason (not Excel, unreadable…) stays beside the file.
        setProblem(apiErrorMessage(error, PMAP_MESSAGES.uploadFailedDescription));
        toast({
          title: PMAP_MESSAGES.uploadFailedTitle,
          description: PMAP_MESSAGES.uploadFailedDescription,
          variant: 'destructive',
        });
      },
    });
  }

  function runImport() {
    if (!preview || !file) return;
    const importable = preview.previewItems.filter((item) => item.status !== 'error').length;
    const wrong = draftProblem(draft, importable);
    setProblem(wrong);
    if (wrong) return;
    importCampaign.mutate(
      {
        campaign: { name: draft.name.trim(), startDate: draft.startDate, endDate: draft.endDate },
        // Every row: the server checks each again and skips the errors.
        products: preview.previewItems.map((item) => ({ sku: item.sku, newPmapPrice: item.newPmapPrice })),
        filename: file.name,
      },
      {
        onSuccess: (answer) => {
          toast({
            title: PMAP_MESSAGES.createdTitle,
            description: PMAP_MESSAGES.created(answer.importedRules, draft.startDate, draft.endDate),
          });
          setFile(null);
          setPreview(null);
          setDraft(EMPTY_DRAFT);
          clearInput();
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          const message = apiErrorMessage(error, PMAP_MESSAGES.importFailedTitle);
          setProblem(message);
          toast({ title: PMAP_MESSAGES.importFailedTitle, description: message, variant: 'destructive' });
        },
      },
    );
  }

  return (
    <section aria-labelledby="pmap-upload-heading" className="space-y-4">
      <h3 id="pmap-upload-heading" className="text-base font-semibold text-slate-900">
        Upload PMAP File
      </h3>
      <label
        htmlFor={inputId}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-300 px-4 py-6 text-center hover:border-brand-600 hover:bg-slate-50 has-[:focus-visible]:border-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          if (!busy) choose(event.dataTransfer.files[0]);
        }}
      >
        <FileSpreadsheet aria-hidden="true" className="size-8 text-slate-500" />
        <span className="text-sm font-medium text-slate-900">Choose a PMAP workbook or drop it here</span>
        <span className="text-xs text-slate-600">
          .xlsx or .xls with SKU, UPC, MPQ, MSRP, UMAP, DEALER and PMAP columns
        </span>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={PMAP_FILE_ACCEPT}
          aria-label="PMAP file"
          className="sr-only"
          disabled={busy}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      {file ? (
        <p className="text-sm [overflow-wrap:anywhere] text-slate-800" data-testid="pmap-file">
          <span className="font-medium">{file.name}</span> ({fileSizeKb(file.size)})
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {!preview ? (
        <Button onClick={runPreview} disabled={!file || busy}>
          <Eye aria-hidden="true" />
          {analyze.isPending ? 'Analyzing…' : 'Preview PMAP Changes'}
        </Button>
      ) : (
        <div className="space-y-4">
          <PreviewTotals preview={preview} draft={draft} onDraftChange={setDraft} disabled={busy} />
          <PreviewTable items={preview.previewItems} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setPreview(null)} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={runImport} disabled={busy}>
              <Upload aria-hidden="true" />
              {importCampaign.isPending ? 'Importing…' : 'Import PMAP Campaign'}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
