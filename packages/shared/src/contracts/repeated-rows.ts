/** A field error of a document's rows: where it is and what to say. */
export interface RowIssue {
  path: (string | number)[];
  message: string;
}

/**
 * The rows of a document that repeat an earlier row's key (the same size twice in one
 * operation, acceptance or box): one issue per repeat, at `[field, i, 'chrtId']`, saying the row's
 * number and `what` ("этот размер уже есть в приёмке").
 */
export function repeatedRows<T>(
  rows: readonly T[],
  field: string,
  key: (row: T) => string,
  what: (row: T) => string,
): RowIssue[] {
  const seen = new Set<string>();
  const issues: RowIssue[] = [];
  rows.forEach((row, i) => {
    const k = key(row);
    if (seen.has(k))
      issues.push({ path: [field, i, 'chrtId'], message: `Строка ${i + 1}: ${what(row)}` });
    seen.add(k);
  });
  return issues;
}
