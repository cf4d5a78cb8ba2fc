import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { TABLE_ERRORS, TableProblem } from './table.ts';

/**
 * An .xlsx opened for streaming: yauzl reads the zip's central directory, and each part is
 * inflated only when it is read, piece by piece, through saxes (a streaming, strictly
 * well-formed XML parser: no DTD entities are expanded, so no "billion laughs"). Only after
 * zip-check.ts has proved the archive expands within limits; yauzl still checks every entry's
 * inflated size against its header as it goes.
 */

/** When reading must end: checked after every inflated piece (the CSV scan does the same). */
export class Deadline {
  private readonly at: number;

  constructor(private readonly timeoutMs: number) {
    this.at = Date.now() + timeoutMs;
  }

  check(): void {
    if (Date.now() > this.at) throw new TableProblem(TABLE_ERRORS.timeout(Math.round(this.timeoutMs / 1000)));
  }
}

/** What an XML part's reader is told, with element and attribute names stripped of their prefixes. */
export interface XmlHandler {
  open(name: string, attributes: Record<string, string>): void;
  close(name: string): void;
  text(text: string): void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

const unreadable = (cause: unknown) => Object.assign(new TableProblem(TABLE_ERRORS.unreadable), { cause });

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error || !zip ? reject(unreadable(error)) : resolve(zip)),
    ),
  );
}

function listEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    zip.on('entry', (entry: Entry) => {
      // Part names are case-insensitive in a package (OPC); the first of two spellings wins.
      const name = entry.fileName.replace(/^\//, '').toLowerCase();
      if (!entries.has(name)) entries.set(name, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', (error: unknown) => reject(unreadable(error)));
    zip.readEntry();
  });
}

function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) =>
      error || !stream ? reject(unreadable(error)) : resolve(stream),
    ),
  );
}

export class XlsxPackage {
  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: Map<string, Entry>,
    readonly deadline: Deadline,
  ) {}

  static async open(path: string, deadline: Deadline): Promise<XlsxPackage> {
    const zip = await openZip(path);
    try {
      return new XlsxPackage(zip, await listEntries(zip), deadline);
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  has(part: string): boolean {
    return this.entries.has(part.toLowerCase());
  }

  private closed = false;

  /** Closes the zip; again is nothing. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.zip.close();
  }

  /**
   * Reads one part through `handler`, yielding after each inflated piece (16 KB of compressed
   * input at most), so the caller can hand out what the handler collected and the event loop
   * serves others between pieces. Damaged XML or zip data: TableProblem(unreadable).
   */
  async *parse(part: string, handler: XmlHandler): AsyncGenerator<void, void, undefined> {
    const entry = this.entries.get(part.toLowerCase());
    if (!entry) throw unreadable(new Error(`no part ${part}`));
    const parser = new SaxesParser({ xmlns: false, position: false });
    parser.on('opentag', (tag) => handler.open(localName(tag.name), tag.attributes));
    // Fired for self-closing tags too.
    parser.on('closetag', (tag) => handler.close(localName(tag.name)));
    parser.on('text', (text) => handler.text(text));
    parser.on('cdata', (text) => handler.text(text));
    const stream = await openEntry(this.zip, entry);
    const decoder = new StringDecoder('utf8');
    let first = true;
    try {
      for await (const piece of stream) {
        let text = decoder.write(piece as Buffer);
        if (first) {
          text = text.replace(/^\uFEFF/, '');
          first = false;
        }
        write(parser, text);
        yield;
        this.deadline.check();
      }
      write(parser, decoder.end());
      try {
        parser.close();
      } catch (error) {
        throw unreadable(error);
      }
      yield;
    } catch (error) {
      throw error instanceof TableProblem ? error : unreadable(error);
    } finally {
      stream.destroy();
    }
  }

  /** Reads a whole part through `handler`. */
  async read(part: string, handler: XmlHandler): Promise<void> {
    for await (const _ of this.parse(part, handler)) this.deadline.check();
  }
}

/** Feeds the parser; its well-formedness errors are the file's, a handler's TableProblem passes through. */
function write(parser: SaxesParser, text: string): void {
  if (text === '') return;
  try {
    parser.write(text);
  } catch (error) {
    throw error instanceof TableProblem ? error : unreadable(error);
  }
}
