/**
 * Writing answers: small JSON bodies and large streamed arrays (statistics pages of ~80,000 rows,
 * finance pages of up to 100,000 rows are written in chunks with back-pressure, never built as one
 * object graph). Faults that change the body — truncation and duplicated rows — are applied here.
 */
import type { ServerResponse } from 'node:http';
import type { ErrorAnswer } from './errors.ts';

const CHUNK = 256 * 1024;

export class Reply {
  status = 0;
  /** Set by a `truncate` fault: the body is cut in the middle. */
  truncate = false;
  /** Set by a `duplicate` fault: repeat this many rows of the previous page first. */
  duplicateRows = 0;
  /** Rows of the previous page of this endpoint for this seller, and where to keep this page's. */
  previousRows: string[] = [];
  keepRows: ((rows: string[]) => void) | null = null;
  private readonly headers: Record<string, string> = {};

  constructor(readonly res: ServerResponse) {}

  get sent(): boolean {
    return this.status !== 0;
  }

  header(name: string, value: string): void {
    this.headers[name] = value;
  }

  unsetHeader(name: string): void {
    delete this.headers[name];
  }

  private start(status: number, contentType: string | null): void {
    this.status = status;
    if (contentType) this.headers['Content-Type'] = contentType;
    for (const [k, v] of Object.entries(this.headers)) this.res.setHeader(k, v);
    this.res.statusCode = status;
  }

  send(status: number, contentType: string, body: string): void {
    this.start(status, contentType);
    if (this.truncate) {
      // Keep a prefix of the body and end cleanly: the client gets 200 with broken JSON.
      const cut = body.slice(0, Math.max(1, Math.floor(body.length / 2)));
      this.res.end(cut);
      return;
    }
    this.res.setHeader('Content-Length', Buffer.byteLength(body));
    this.res.end(body);
  }

  json(status: number, value: unknown): void {
    this.send(status, 'application/json; charset=utf-8', JSON.stringify(value));
  }

  error(answer: ErrorAnswer): void {
    this.send(answer.status, answer.contentType, answer.body);
  }

  noContent(): void {
    this.start(204, null);
    this.res.end();
  }

  private async write(chunk: string): Promise<boolean> {
    if (this.res.destroyed) return false;
    if (!this.res.write(chunk)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          this.res.off('drain', done);
          this.res.off('close', done);
          resolve();
        };
        this.res.on('drain', done);
        this.res.on('close', done);
      });
    }
    return !this.res.destroyed;
  }

  /**
   * Streams `prefix` + rows joined by commas + `suffix()`. Rows are JSON texts produced lazily.
   * Returns the number of rows written (duplicates included).
   */
  async rows(
    status: number,
    prefix: string,
    rows: Iterable<string>,
    suffix: () => string,
  ): Promise<number> {
    this.start(status, 'application/json; charset=utf-8');
    const keep: string[] = [];
    const keepMax = 50;
    let buf = prefix;
    let n = 0;
    const dup = this.duplicateRows > 0 ? this.previousRows.slice(-this.duplicateRows) : [];
    const all = function* () {
      yield* dup;
      yield* rows;
    };
    for (const row of all()) {
      buf += n === 0 ? row : `,${row}`;
      n++;
      keep.push(row);
      if (keep.length > keepMax * 2) keep.splice(0, keep.length - keepMax);
      if (buf.length >= CHUNK) {
        if (this.truncate) break;
        if (!(await this.write(buf))) return n;
        buf = '';
      }
    }
    this.keepRows?.(keep.slice(-keepMax));
    buf += suffix();
    if (this.truncate) {
      this.res.end(buf.slice(0, Math.max(1, Math.floor(buf.length / 2))));
      return n;
    }
    await this.write(buf);
    this.res.end();
    return n;
  }
}
