import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(BENCH_DIR, '..');

/** Prints rows as an aligned text table (numbers right-aligned). */
export function printTable(rows: Record<string, string | number>[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const cell = (v: string | number | undefined) => (v === undefined ? '' : String(v));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: string[]) =>
    values
      .map((v, i) =>
        typeof rows[0]![columns[i]!] === 'number' ? v.padStart(widths[i]!) : v.padEnd(widths[i]!),
      )
      .join('  ');
  console.log(line(columns));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(columns.map((c) => cell(row[c]))));
}

/** Writes a benchmark's figures to bench/results/<name>-<timestamp>.json and returns the path. */
export function writeResult(name: string, data: unknown): string {
  const dir = path.join(BENCH_DIR, 'results');
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `${name}-${stamp}.json`);
  writeFileSync(file, JSON.stringify({ name, at: new Date().toISOString(), data }, null, 2));
  return file;
}
