// COPY … FROM STDIN through node-postgres without pg-copy-streams (not a dependency): a query object
// that node-postgres drives like its own (the "submittable" protocol), which sends rows already encoded in
// COPY's text format.
import type pg from "pg";

type Connection = {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
};

class CopyIn {
  readonly done: Promise<void>;
  private settle!: { resolve: () => void; reject: (error: unknown) => void };

  constructor(
    readonly text: string,
    private readonly chunks: Buffer[],
  ) {
    this.done = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
  }

  submit(connection: Connection) {
    connection.query(this.text);
  }
  handleCopyInResponse(connection: Connection) {
    for (const chunk of this.chunks) connection.sendCopyFromChunk(chunk);
    connection.endCopyFrom();
  }
  // node-postgres drops a query once the server reports its error, so no ReadyForQuery reaches it:
  // the refusal settles it here, or a refused COPY would leave the generator waiting for ever.
  handleError(error: unknown) {
    this.settle.reject(error);
  }
  handleReadyForQuery() {
    this.settle.resolve();
  }
  handleCommandComplete() {}
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyData() {}
}

type Cell = string | number | boolean | Date | null | undefined;

/** One value in COPY's text format: \N for null, backslash escapes for the characters COPY reads. */
function encode(value: Cell): string {
  if (value === null || value === undefined) return "\\N";
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "t" : "f";
  if (value instanceof Date) return value.toISOString();
  return value.replace(/[\\\t\n\r]/g, (character) =>
    character === "\\" ? "\\\\" : character === "\t" ? "\\t" : character === "\n" ? "\\n" : "\\r",
  );
}

/**
 * Collects rows for one table in memory; `flush` COPYs them. The generator flushes its tables in the order
 * of their foreign keys after each batch, so a meeting never arrives before its demand.
 */
export class TableCopier {
  private lines: string[] = [];
  rows = 0;

  constructor(
    private readonly client: pg.ClientBase,
    private readonly table: string,
    private readonly columns: readonly string[],
  ) {}

  /** Adds one row, its values in the order of the columns. */
  add(values: readonly Cell[]): void {
    this.lines.push(values.map(encode).join("\t") + "\n");
    this.rows++;
  }

  async flush(): Promise<void> {
    if (this.lines.length === 0) return;
    const body = Buffer.from(this.lines.join(""), "utf8");
    this.lines = [];
    const copy = new CopyIn(`copy ${this.table} (${this.columns.join(", ")}) from stdin`, [body]);
    void this.client.query(copy as never);
    await copy.done;
  }
}
