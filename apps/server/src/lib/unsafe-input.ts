/**
 * Text PostgreSQL or JSON cannot store: NUL (refused by PostgreSQL's text types) and an unpaired
 * UTF-16 surrogate (not valid Unicode: the audit row's jsonb refuses it). Likewise the other C0
 * control characters but tab, line feed and carriage return: nobody types them, no screen shows
 * them, the XLSX export drops them (XML cannot hold them) and an escape sequence would reach the
 * logs as written.
 */
const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text holds what UNSAFE_TEXT refuses (for text read from files, not from JSON). */
export const hasUnsafeText = (text: string) => UNSAFE_TEXT.test(text);

/** Deeper input than any contract takes (a filter tree is far shallower): refused unread. */
export const MAX_INPUT_DEPTH = 32;

export interface InputProblem {
  /** Where, e.g. `body.name` or `query.list.filter.children.0.value`. */
  path: string;
  problem: 'text' | 'depth';
}

/** A query value that is a JSON document (a list request): its strings are checked too. */
function parsedJson(value: string): unknown {
  if (!/^\s*[[{]/.test(value)) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * The first place in a parsed input (a body or a query) holding unsafe text or nested deeper
 * than MAX_INPUT_DEPTH, or null. Walks without recursion, so no input can exhaust the stack.
 */
export function findInputProblem(value: unknown, root: string): InputProblem | null {
  const stack: [unknown, string, number][] = [[value, root, 0]];
  while (stack.length > 0) {
    const [node, path, depth] = stack.pop()!;
    if (typeof node === 'string') {
      if (UNSAFE_TEXT.test(node)) return { path, problem: 'text' };
      const json = parsedJson(node);
      if (json !== undefined) stack.push([json, path, depth]);
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { path, problem: 'depth' };
    for (const [key, child] of Object.entries(node)) {
      if (UNSAFE_TEXT.test(key)) return { path, problem: 'text' };
      stack.push([child, `${path}.${key}`, depth + 1]);
    }
  }
  return null;
}
