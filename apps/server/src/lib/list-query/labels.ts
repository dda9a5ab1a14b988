import { isLanguage, type ColumnDef } from '@wb/shared';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../../config';

/**
 * The label packs the web app shows (one JSON file per language and namespace): exports read the
 * same files, so a cell says what the grid says, in the exporting user's language.
 */
const LOCALES_DIR = path.join(REPO_ROOT, 'apps/web/src/locales');

type Pack = Record<string, unknown>;
const packs = new Map<string, Promise<Pack>>();

/** A label pack, read once; a namespace a language has no pack for is an empty one. */
function pack(language: string, namespace: string): Promise<Pack> {
  const file = `${language}/${namespace}.json`;
  let loaded = packs.get(file);
  if (!loaded) {
    loaded = readFile(path.join(LOCALES_DIR, file), 'utf8').then(
      (text) => JSON.parse(text) as Pack,
      () => ({}),
    );
    packs.set(file, loaded);
  }
  return loaded;
}

/** The packs a label is looked for in, as the browser falls back (apps/web i18n): ru, en, others. */
const fallbacks = (language: string): string[] =>
  language === 'ru' ? ['ru'] : language === 'en' ? ['en', 'ru'] : [language, 'en', 'ru'];

/** The text of `<namespace>:<path>` in a language, or undefined. */
async function label(key: string, languages: readonly string[]): Promise<string | undefined> {
  const [namespace, keyPath] = key.split(':', 2) as [string, string | undefined];
  if (!keyPath || !/^[a-z-]+$/.test(namespace)) return undefined;
  for (const language of languages) {
    let node: unknown = await pack(language, namespace);
    for (const part of keyPath.split('.')) {
      node = node && typeof node === 'object' ? (node as Pack)[part] : undefined;
    }
    if (typeof node === 'string') return node;
  }
  return undefined;
}

/** The keys a value of an enum column may be labelled by, first found wins (`ColumnDef`). */
function optionKeys(tag: string, column: ColumnDef, value: string): string[] {
  const spec = column.optionLabels;
  if (typeof spec === 'string') return [`${spec}.${value}`];
  if (spec) return spec[value] ? [spec[value]] : [];
  return [`${tag}:options.${column.key}.${value}`, `${tag}:${column.key}.${value}`];
}

/** Whose labels an export writes: the list's namespace (its tag) and the user's language. */
export interface ExportLabels {
  tag: string;
  language: string;
}

/** Per enum column, the label of each value; a value without a label is written as it is. */
export type OptionLabels = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** The option labels of a list's enum columns in a language (unknown languages read Russian). */
export async function optionLabelsOf(
  columns: readonly ColumnDef[],
  { tag, language }: ExportLabels,
): Promise<OptionLabels> {
  const languages = fallbacks(isLanguage(language) ? language : 'ru');
  const out = new Map<string, Map<string, string>>();
  for (const column of columns) {
    if (column.type !== 'enum') continue;
    const labels = new Map<string, string>();
    for (const value of column.options ?? []) {
      for (const key of optionKeys(tag, column, value)) {
        const text = await label(key, languages);
        if (text !== undefined) {
          labels.set(value, text);
          break;
        }
      }
    }
    out.set(column.key, labels);
  }
  return out;
}
