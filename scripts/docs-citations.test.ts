/**
 * The repository stands alone: nothing outside docs/ cites the specs that live beside it (a clone
 * does not have them), and every `docs/<file>.md#<section>` a file cites is a heading there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|sql|sh|json|ya?ml|html|css)$/;
/** Committed migrations are never edited, so an old citation in one stays. */
const FROZEN = 'apps/server/src/db/migrations/';

// Built from parts so that this file does not cite them itself.
const SPECS = ['QUALITY', 'DOMAIN', 'PRODUCT', 'WB-API', 'ARCHITECTURE', 'STACK'];
const OUTSIDE_FORMS = [
  String.raw`\.\./shared/spec`,
  String.raw`shared/wb\/`,
  String.raw`\b(?:${SPECS.join('|')})\.md`,
];
const OUTSIDE = new RegExp(OUTSIDE_FORMS.join('|'));
/** A section sign with a number: a spec's section, unless the line cites the seed. */
const SECTION = /§\s?\d/;

/** Files of the repository: tracked and new, not ignored; no dependencies or builds. */
function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\n')
    .filter((f) => TEXT.test(f) && !/(^|\/)(node_modules|dist|\.git)\//.test(f))
    .filter((f) => f !== 'package-lock.json' && existsSync(path.join(ROOT, f)));
}

/** Lines of `text` that cite a spec outside the repository, as "line: text". */
function outsideCitations(text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line, n: i + 1 }))
    .filter(({ line }) => OUTSIDE.test(line) || (SECTION.test(line) && !/\bseed\b/i.test(line)))
    .map(({ line, n }) => `${n}: ${line.trim()}`);
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces → hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Anchors of a Markdown file's headings (outside code blocks). */
function anchors(file: string): Set<string> {
  const found = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*$/.exec(line);
    if (heading) found.add(slug(heading[1]!));
  }
  return found;
}

/** Docs cited by repo-relative path (with an optional #anchor), and Markdown links into docs/. */
function docCitations(file: string, text: string): { target: string; anchor?: string }[] {
  const cited: { target: string; anchor?: string }[] = [];
  for (const m of text.matchAll(/(?<![\w/.-])(docs\/[\w./-]+\.md)(?:#([\w-]+))?/g)) {
    cited.push({ target: m[1]!, anchor: m[2] });
  }
  if (file.endsWith('.md')) {
    for (const m of text.matchAll(/\]\(([\w./-]+\.md)(?:#([\w-]+))?\)/g)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!));
      if (target.startsWith('docs/')) cited.push({ target, anchor: m[2] });
    }
  }
  return cited;
}

describe('the repository stands alone', () => {
  const files = repositoryFiles();

  it('finds what it looks for', () => {
    const section = '\u00a7';
    expect(files.length).toBeGreaterThan(100);
    for (const spec of SPECS) {
      expect(outsideCitations(`x (${spec}.md ${section}9) y`)).toHaveLength(1);
    }
    expect(outsideCitations(['see ..', 'shared', 'spec', 'a.md'].join('/'))).toHaveLength(1);
    expect(outsideCitations(['read ../shared', 'wb', 'x.md'].join('/'))).toHaveLength(1);
    expect(outsideCitations(`limits (${section}1.3)`)).toHaveLength(1);
    expect(outsideCitations(`defaults (seed ${section}9), shared/wb-openapi`)).toEqual([]);
    expect(slug('Pallet and return tariffs')).toBe('pallet-and-return-tariffs');
    expect(slug('Reset and e-mail tokens')).toBe('reset-and-e-mail-tokens');
    const other = ['docs', 'c.md'].join('/');
    expect(docCitations(['docs', 'a.md'].join('/'), `see [b](b.md#x) and ${other}`)).toEqual([
      { target: other, anchor: undefined },
      { target: ['docs', 'b.md'].join('/'), anchor: 'x' },
    ]);
  });

  it('cites no spec outside the repository except in docs/', () => {
    const found = files
      .filter((f) => !f.startsWith('docs/') && !f.startsWith(FROZEN))
      .flatMap((f) =>
        outsideCitations(readFileSync(path.join(ROOT, f), 'utf8')).map((l) => `${f}:${l}`),
      );
    expect(found, 'cite docs/<file>.md#<section> instead (docs/ holds the facts)').toEqual([]);
  });

  it('cites only docs that exist, and only their headings', () => {
    const known = new Map<string, Set<string>>();
    const broken: string[] = [];
    for (const f of files) {
      for (const { target, anchor } of docCitations(f, readFileSync(path.join(ROOT, f), 'utf8'))) {
        const full = path.join(ROOT, target);
        if (!existsSync(full)) {
          broken.push(`${f}: ${target} does not exist`);
          continue;
        }
        if (!anchor) continue;
        if (!known.has(target)) known.set(target, anchors(full));
        if (!known.get(target)!.has(anchor)) broken.push(`${f}: ${target}#${anchor} is no heading`);
      }
    }
    expect(broken).toEqual([]);
  });
});
