import type { UploadResponse } from '@crossover/domain/imports';
import {
  UPLOAD_FILE_FIELD,
  UPLOAD_MANUFACTURER_FIELD,
  uploadResponseSchema,
} from '@crossover/domain/imports';
import { EMULATION_HEADER } from '@crossover/domain/auth';
import { useMutation } from '@/lib/use-mutation';
import { getEmulatedUserId } from '@/lib/emulation-storage';

export interface UploadImportInput {
  file: File;
  manufacturerId: string;
  /** Percent of the file sent so far (0–100), as the browser reports it. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/csv-import (multipart csvFile, manufacturerId). XMLHttpRequest rather than fetch: only
 * it reports upload progress. Fails like the api client ("<status>: <body>"), so the screen reads
 * the server's message (413 'The file is larger than 10 MB', 415 …) the same way.
 */
export function uploadImportFile({
  file,
  manufacturerId,
  onProgress,
  signal,
}: UploadImportInput): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/csv-import');
    request.withCredentials = true;
    const emulated = getEmulatedUserId();
    if (emulated) request.setRequestHeader(EMULATION_HEADER, emulated);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new Error(`${request.status}: ${request.responseText || request.statusText}`));
        return;
      }
      try {
        resolve(uploadResponseSchema.parse(JSON.parse(request.responseText)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    // The connection ended without an answer (offline, or the server cut an oversized upload).
    request.onerror = () => reject(new Error('Network error'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    // The manufacturer first: the server may read the fields before the file's bytes.
    form.append(UPLOAD_MANUFACTURER_FIELD, manufacturerId);
    form.append(UPLOAD_FILE_FIELD, file, file.name);
    request.send(form);
  });
}

export function useUploadImport() {
  return useMutation({ mutationFn: uploadImportFile });
}
