import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * The backup file of `npm run db:backup` (docs/operations.md#backups): gzip of a magic line and
 * framed records, each a kind byte, a 4-byte big-endian length and the payload:
 *
 * - `M` the manifest (JSON, first): migration level, job-queue version and queues, partitions,
 *   sequences, and every table with its columns in the order of loading;
 * - per table: `T` (JSON: schema, name), `D` records of its rows in COPY text format, `E` (JSON:
 *   rows, bytes);
 * - `Z` (JSON: tables, rows) last: a file without it is incomplete.
 *
 * No pg_dump is needed to write or read it: the embedded PostgreSQL ships none.
 */
export const MAGIC = 'WB-BACKOFFICE-BACKUP 1\n';

/** The schemas saved: the application's tables, its migration log and the job queue's state. */
export const SCHEMAS = ['public', 'drizzle', 'pgboss'] as const;

export interface Manifest {
  format: 'wb-backoffice-backup';
  version: 1;
  createdAt: string;
  appVersion: string;
  /** PostgreSQL's server_version where it was made. */
  server: string;
  /** Rows of drizzle.__drizzle_migrations: the migration level to restore to. */
  migrations: { hash: string; createdAt: string }[];
  /** pg-boss's schema version and its queues (each has a partition of pgboss.job). */
  pgboss: { version: number; queues: string[] } | null;
  /** Partitions made at run time (stock_snapshots' months), recreated before loading. */
  partitions: { table: string; parent: string; bound: string }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  /** Every table, parents of partitions whole, in an order that satisfies foreign keys. */
  tables: { name: string; columns: string[] }[];
}

export interface TableEnd {
  rows: number;
  bytes: number;
}

export type RecordKind = 'M' | 'T' | 'D' | 'E' | 'Z';

export interface ArchiveRecord {
  kind: RecordKind;
  payload: Buffer;
}

/** Data records are about this large: COPY sends a row per message, framed in batches. */
const DATA_RECORD_BYTES = 64 * 1024;

export class ArchiveWriter {
  private readonly gzip = createGzip({ level: 6 });
  private readonly written: Promise<void>;
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  /** The file is readable by its owner only: it holds password hashes and sessions. */
  constructor(file: string) {
    this.written = pipeline(this.gzip, createWriteStream(file, { mode: 0o600 }));
    this.written.catch(() => undefined); // awaited in close(); a write failing meanwhile throws
    this.gzip.write(MAGIC);
  }

  private async push(chunk: Buffer): Promise<void> {
    if (!this.gzip.write(chunk)) await once(this.gzip, 'drain');
  }

  async record(kind: RecordKind, payload: Buffer): Promise<void> {
    const head = Buffer.alloc(5);
    head.write(kind, 0, 'latin1');
    head.writeUInt32BE(payload.length, 1);
    await this.push(head);
    await this.push(payload);
  }

  json(kind: Exclude<RecordKind, 'D'>, value: unknown): Promise<void> {
    return this.record(kind, Buffer.from(JSON.stringify(value), 'utf8'));
  }

  /** Rows of the current table; framed into `D` records of about 64 KB. */
  async data(chunk: Buffer): Promise<void> {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes >= DATA_RECORD_BYTES) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.pendingBytes === 0) return;
    const payload = Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    await this.record('D', payload);
  }

  async close(): Promise<void> {
    await this.flush();
    this.gzip.end();
    await this.written;
  }

  /** Stops writing after a failure (the caller removes the partial file). */
  async abort(): Promise<void> {
    this.gzip.destroy();
    await this.written.catch(() => undefined);
  }
}

/** The records of a backup file, in order; throws on a file that is not one or is cut short. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveRecord> {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  let buffer: Buffer = Buffer.alloc(0);
  let magicSeen = false;
  for await (const chunk of gunzip as AsyncIterable<Buffer>) {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    if (!magicSeen) {
      if (buffer.length < MAGIC.length) continue;
      if (buffer.subarray(0, MAGIC.length).toString('latin1') !== MAGIC) {
        throw new Error(`${file} is not a backup of this application`);
      }
      buffer = buffer.subarray(MAGIC.length);
      magicSeen = true;
    }
    while (buffer.length >= 5) {
      const length = buffer.readUInt32BE(1);
      if (buffer.length < 5 + length) break;
      const kind = buffer.toString('latin1', 0, 1) as RecordKind;
      if (!'MTDEZ'.includes(kind)) throw new Error(`${file}: damaged (record "${kind}")`);
      yield { kind, payload: buffer.subarray(5, 5 + length) };
      buffer = buffer.subarray(5 + length);
    }
  }
  if (!magicSeen) throw new Error(`${file} is not a backup of this application`);
  if (buffer.length) throw new Error(`${file} is cut short`);
}

export const parseJson = <T>(record: ArchiveRecord): T =>
  JSON.parse(record.payload.toString('utf8')) as T;
