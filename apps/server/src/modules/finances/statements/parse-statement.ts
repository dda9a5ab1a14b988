import { parseCsvStatement } from './csv-statement';
import { looksLikeOneC, parseOneC } from './onec-statement';
import type { ParsedStatement } from './statement-types';

/**
 * Reads an uploaded statement: a 1C exchange file is recognised by its first line, whatever its
 * name; anything else is read as CSV.
 */
export async function parseStatement(bytes: Uint8Array): Promise<ParsedStatement> {
  return looksLikeOneC(bytes) ? parseOneC(bytes) : parseCsvStatement(bytes);
}
