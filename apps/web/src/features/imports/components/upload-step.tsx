import { IMPORT_TOASTS } from '@crossover/domain/imports';
import type { UploadResponse } from '@crossover/domain/imports';
import { ArrowLeft, FileSpreadsheet, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { isUnauthorizedError } from '@/lib/auth-errors';
import { useUploadImport } from '../api/upload-import';
import { IMPORT_FILE_ACCEPT, fileSizeText, importFileProblem } from './file-checks';
import { ProgressBar } from '@/components/ui/progress-bar';
import { countText } from './count-text';

/**
 * Step 2: choose a .csv, .xlsx or .xls file (checked here by name and size; the server decides by
 * its bytes) and send it, with the upload's progress. A good upload moves on to the mapping.
 */
export function UploadStep({
  manufacturerId,
  manufacturerName,
  onUploaded,
  onBack,
}: {
  manufacturerId: string;
  manufacturerName: string | undefined;
  onUploaded: (upload: UploadResponse) => void;
  onBack: () => void;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const upload = useUploadImport();

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    const wrong = importFileProblem(chosen);
    setProblem(wrong);
    setFile(wrong ? null : chosen);
    if (wrong) {
      toast({ title: IMPORT_TOASTS.uploadFailed, description: wrong, variant: 'destructive' });
      // Choosing the same file again after fixing it must fire a change.
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  function send() {
    if (!file) return;
    setPercent(0);
    upload.mutate(
      { file, manufacturerId, onProgress: setPercent },
      {
        onSuccess: (answer) => {
          toast({
            title: IMPORT_TOASTS.uploaded,
            description: `${answer.filename}: ${countText(answer.totalRows, 'row')} found`,
          });
          onUploaded(answer);
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          const message = apiErrorMessage(error, IMPORT_TOASTS.failedToUpload);
          setProblem(message);
          toast({ title: IMPORT_TOASTS.uploadFailed, description: message, variant: 'destructive' });
        },
      },
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Upload the product file for <span className="font-medium text-slate-900">{manufacturerName}</span>.
      </p>
      <label
        htmlFor={inputId}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          if (!upload.isPending) choose(event.dataTransfer.files[0]);
        }}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-300 px-4 py-8 text-center hover:border-brand-600 hover:bg-slate-50 has-[:focus-visible]:border-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
      >
        <FileSpreadsheet aria-hidden="true" className="size-8 text-slate-500" />
        <span className="text-sm font-medium text-slate-900">Choose a file or drop it here</span>
        <span className="text-xs text-slate-600">.csv, .xlsx or .xls, up to 10 MB</span>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={IMPORT_FILE_ACCEPT}
          aria-label="Product file"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          className="sr-only"
          disabled={upload.isPending}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      {file ? (
        <p className="text-sm [overflow-wrap:anywhere] text-slate-800">
          <span className="font-medium">{file.name}</span> ({fileSizeText(file.size)})
        </p>
      ) : null}
      {problem ? (
        <p id={`${inputId}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {upload.isPending ? (
        <ProgressBar label={percent < 100 ? 'Uploading' : 'Reading the file…'} percent={percent} />
      ) : null}
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="outline" onClick={onBack} disabled={upload.isPending}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button onClick={send} disabled={!file || upload.isPending}>
          <Upload aria-hidden="true" />
          {upload.isPending ? 'Uploading…' : 'Upload File'}
        </Button>
      </div>
    </div>
  );
}
