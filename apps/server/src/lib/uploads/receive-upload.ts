import { createWriteStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '@/lib/errors.ts';
import { findUnsafeText, textProblem } from '@/plugins/text-safety.ts';
import { MULTIPART_DEFAULTS, trackTemporary, untrackTemporary } from './accept-uploads.ts';
import { type FileKind, KIND_NAMES, readHead, refusedKindHint, sniffHead } from './file-kind.ts';
import { checkWorkbookZip } from './zip-check.ts';

export interface UploadRules {
  /** The form field that carries the file, e.g. 'csvFile'. */
  field: string;
  /** Checked while the bytes arrive: the upload stops at the first byte past it. */
  maxBytes: number;
  /** The kinds of file this route takes, decided by the bytes. */
  accept: readonly FileKind[];
  /** Text fields allowed besides the file (default 10). */
  maxFields?: number;
  /** Where the temporary copy goes (default: the system's temporary folder). */
  tempRoot?: string;
}

export interface ReceivedUpload {
  /** A temporary copy on disk, deleted after the answer unless `keep()` was called. */
  path: string;
  size: number;
  /** The name the browser gave, without any folder part; for display only. */
  filename: string;
  kind: FileKind;
  /** The form's text fields (the last value when a name repeats). */
  fields: Record<string, string>;
  /** Keeps the temporary file past the answer (the caller deletes it, e.g. a job when done). */
  keep(): void;
}

/** "10 MB", "512 KB", "900 bytes" — the limit as a person reads it. */
export function formatLimit(bytes: number): string {
  const units: [number, string][] = [
    [1024 * 1024, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}

export const UPLOAD_ERRORS = {
  tooLarge: (maxBytes: number) => `The file is larger than ${formatLimit(maxBytes)}`,
  missing: 'Choose a file to upload',
  empty: 'The file is empty',
  notMultipart: 'The file must be sent as a multipart/form-data upload',
  oneFile: 'Send one file at a time',
  tooManyFields: 'The upload has too many form fields',
  fieldTooLong: (name: string) => `The field ${name} is too long`,
  wrongKind: (accept: readonly FileKind[]) =>
    `The file must be ${listOf(accept.map((kind) => KIND_NAMES[kind]))}; its contents are not (the name does not decide)`,
};

function listOf(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/**
 * 413 with `Connection: close`: the connection ends after the answer rather than draining the
 * rest of the upload (Node closes an unfinished request's connection anyway; the header says so
 * to the client and to proxies), so an oversized file costs about the limit in bandwidth and disk.
 */
const tooLarge = (field: string, maxBytes: number) =>
  new AppError(
    413,
    UPLOAD_ERRORS.tooLarge(maxBytes),
    { [field]: UPLOAD_ERRORS.tooLarge(maxBytes) },
    {
      connection: 'close',
    },
  );

/** Control, format (bidi overrides) and line-separator characters: never part of a name shown. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * The name the browser gave, as stored and shown: no folder part, no invisible characters, at
 * most 255 characters; 'upload' when nothing is left. Text that cannot be stored is a 400.
 */
export function uploadFilename(given: string, field: string): string {
  const name = path
    .basename(given.replaceAll('\\', '/'))
    .replace(INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 255);
  const problem = textProblem(name, 'The file name');
  if (problem) throw badRequest(problem, { [field]: problem });
  return name || 'upload';
}

/** @fastify/multipart's own errors, in words a person understands. */
function translate(error: unknown, rules: UploadRules): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(rules.field, rules.maxBytes);
  if (code === 'FST_FILES_LIMIT')
    return badRequest(UPLOAD_ERRORS.oneFile, { [rules.field]: UPLOAD_ERRORS.oneFile });
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return badRequest(UPLOAD_ERRORS.tooManyFields);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError(415, UPLOAD_ERRORS.notMultipart, { [rules.field]: UPLOAD_ERRORS.notMultipart });
  return error;
}

/** Writes the file part to a fresh temporary folder, counting bytes as they pass. */
async function saveToDisk(request: FastifyRequest, part: MultipartFile, rules: UploadRules) {
  const dir = await mkdtemp(path.join(rules.tempRoot ?? tmpdir(), 'crossover-upload-'));
  trackTemporary(request, dir);
  const file = path.join(dir, 'upload');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      // busboy truncates at fileSize already; this guards against a limit lost in the merge.
      done(size > rules.maxBytes ? tooLarge(rules.field, rules.maxBytes) : null, chunk);
    },
  });
  // busboy stops passing bytes at the limit but ends the stream only where the part ends, which
  // for an endless upload is never: fail at the limit instead (the plugin then unpipes the request).
  part.file.once('limit', () => part.file.destroy(tooLarge(rules.field, rules.maxBytes)));
  await pipeline(part.file, counter, createWriteStream(file));
  return { dir, file, size };
}

/**
 * Receives the one file of a multipart request (the scope must have called acceptUploads):
 * streams it to a temporary file while counting (413 past `maxBytes`), decides its kind by its
 * bytes (415 when it is not one the route accepts, whatever its name), and collects the text
 * fields wherever they sit in the form.
 */
export async function receiveUpload(request: FastifyRequest, rules: UploadRules): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let saved: Awaited<ReturnType<typeof saveToDisk>> | undefined;
  let filename = '';
  try {
    // Per-route limits, merged over the scope's (acceptUploads sets throwFileSizeLimit).
    const maxFields = rules.maxFields ?? MULTIPART_DEFAULTS.fields;
    const parts = request.parts({
      limits: { ...MULTIPART_DEFAULTS, fileSize: rules.maxBytes, fields: maxFields, parts: maxFields + 1 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw badRequest(UPLOAD_ERRORS.fieldTooLong(part.fieldname));
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname !== rules.field || saved) {
        part.file.resume();
        throw badRequest(UPLOAD_ERRORS.oneFile, { [rules.field]: UPLOAD_ERRORS.oneFile });
      } else {
        filename = uploadFilename(part.filename, rules.field);
        saved = await saveToDisk(request, part, rules);
      }
    }
  } catch (error) {
    throw translate(error, rules);
  }
  // The one text-safety check (plugins/text-safety.ts) for the form's fields, which it cannot see.
  const unsafe = findUnsafeText(fields, 'body');
  if (unsafe) throw badRequest(unsafe.message, { [unsafe.field]: unsafe.message });
  const problem = (message: string) => badRequest(message, { [rules.field]: message });
  if (!saved) throw problem(UPLOAD_ERRORS.missing);
  if (saved.size === 0) throw problem(UPLOAD_ERRORS.empty);
  const head = await readHead(saved.file);
  const sniffed = sniffHead(head);
  // A kind we refuse but can name (UTF-16 'Unicode Text') is told how to save the file instead.
  const wrongKindMessage =
    (sniffed === null ? refusedKindHint(head) : null) ?? UPLOAD_ERRORS.wrongKind(rules.accept);
  const wrongKind = new AppError(415, wrongKindMessage, { [rules.field]: wrongKindMessage });
  let kind: FileKind;
  if (sniffed === 'zip') {
    if (!rules.accept.includes('xlsx')) throw wrongKind;
    // The central directory only (cheap): a .docx or a plain zip is refused here.
    await checkWorkbookZip(saved.file, undefined, { inflate: false });
    kind = 'xlsx';
  } else {
    if (!sniffed || !rules.accept.includes(sniffed)) throw wrongKind;
    kind = sniffed;
  }
  const { dir } = saved;
  return {
    path: saved.file,
    size: saved.size,
    filename,
    kind,
    fields,
    keep: () => untrackTemporary(request, dir),
  };
}
