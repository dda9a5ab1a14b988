import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  isListDeclaration,
  isValidAccessRule,
  type Contract,
  type ListDeclaration,
} from '@wb/shared';

const SHARED_SRC = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/shared/src',
);

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Contract).method === 'string' &&
  typeof (value as Contract).path === 'string' &&
  (value as Contract).path.startsWith('/api/') &&
  isValidAccessRule(value);

const isReportLike = (value: unknown): value is { summary: Contract; rows: ListDeclaration } =>
  typeof value === 'object' &&
  value !== null &&
  isContract((value as { summary?: unknown }).summary) &&
  isListDeclaration((value as { rows?: unknown }).rows);

/**
 * Every contract and list declared in packages/shared, found by reading each `*.contract.ts`
 * file's exports (no hand-kept registry to fall behind): the contracts, including the page and
 * export contracts of each list, and the lists themselves.
 */
export async function sharedDeclarations(): Promise<{
  contracts: Contract[];
  lists: ListDeclaration[];
  /** Report declarations (`defineReport`): a summary contract and a grid list. */
  reports: unknown[];
}> {
  const files = readdirSync(SHARED_SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.contract.ts'))
    .sort();
  const contracts = new Set<Contract>();
  const lists = new Set<ListDeclaration>();
  const reports = new Set<unknown>();
  for (const file of files) {
    const exports = (await import(pathToFileURL(path.join(SHARED_SRC, file)).href)) as Record<
      string,
      unknown
    >;
    for (const value of Object.values(exports)) {
      if (isContract(value)) contracts.add(value);
      else if (isReportLike(value)) {
        reports.add(value);
        contracts.add(value.summary);
        lists.add(value.rows);
        contracts.add(value.rows.page);
        contracts.add(value.rows.exportFile);
        // A report's pivot by product and day, when it declares one.
        const pivot = (value as { pivot?: unknown }).pivot;
        if (isListDeclaration(pivot)) {
          lists.add(pivot);
          contracts.add(pivot.page);
          contracts.add(pivot.exportFile);
        }
      } else if (isListDeclaration(value)) {
        lists.add(value);
        contracts.add(value.page);
        contracts.add(value.exportFile);
      }
    }
  }
  return { contracts: [...contracts], lists: [...lists], reports: [...reports] };
}
