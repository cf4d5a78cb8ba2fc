import pg from 'pg';

/**
 * `COPY … FROM STDIN` on one node-postgres connection without another dependency: a query object
 * that answers the server's CopyInResponse with the data and ends it (what pg-copy-streams does,
 * reduced to a buffer already in memory). For the import bench's baseline only.
 */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

class CopyFromBuffer {
  private error: Error | null = null;
  rowCount = 0;
  readonly done: Promise<number>;
  private settle!: { resolve: (rows: number) => void; reject: (error: Error) => void };

  constructor(
    readonly text: string,
    private readonly data: Buffer,
  ) {
    this.done = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
  }

  submit(connection: CopyConnection) {
    connection.query(this.text);
  }
  handleCopyInResponse(connection: CopyConnection) {
    for (let at = 0; at < this.data.length; at += 64 * 1024)
      connection.sendCopyFromChunk(this.data.subarray(at, at + 64 * 1024));
    connection.endCopyFrom();
  }
  handleCommandComplete(message: { text: string }) {
    this.rowCount = Number(/(\d+)$/.exec(message.text)?.[1] ?? 0);
  }
  handleError(error: Error) {
    this.error = error;
  }
  handleReadyForQuery() {
    if (this.error) this.settle.reject(this.error);
    else this.settle.resolve(this.rowCount);
  }
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyData() {}
}

/** Runs `COPY <target> FROM STDIN …` with `data` on a fresh connection; answers the rows copied. */
export async function copyFromBuffer(url: string, statement: string, data: Buffer): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const copy = new CopyFromBuffer(statement, data);
    void client.query(copy as never);
    return await copy.done;
  } finally {
    await client.end();
  }
}
