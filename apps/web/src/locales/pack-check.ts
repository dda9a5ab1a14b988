/**
 * Checks of the label packs against the Russian reference: which keys are missing or extra,
 * whether placeholders (`{{name}}`) match, and whether every plural form the language needs is
 * there. Used by the i18n test and by `npm run i18n:coverage`.
 */
export type Pack = Record<string, unknown>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** `{a: {b: 'x'}}` → `{'a.b': 'x'}` */
export function flatten(pack: Pack, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(pack)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of flatten(value as Pack, path)) out.set(k, v);
    } else {
      out.set(path, String(value));
    }
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!).sort();
}

export interface PackReport {
  language: string;
  /** Base keys (plural forms folded) of the reference. */
  total: number;
  translated: number;
  missing: string[];
  extra: string[];
  placeholderMismatch: string[];
  /** Plural keys lacking a form the language needs (Intl.PluralRules). */
  pluralGaps: string[];
}

export function checkPack(language: string, reference: Pack, pack: Pack): PackReport {
  const ref = flatten(reference);
  const own = flatten(pack);
  const base = (k: string) => k.replace(PLURAL_SUFFIX, '');
  const refBase = new Map<string, string>();
  for (const [k, v] of ref) if (!refBase.has(base(k))) refBase.set(base(k), v);
  const ownBase = new Map<string, string[]>();
  for (const [k, v] of own) ownBase.set(base(k), [...(ownBase.get(base(k)) ?? []), v]);

  const missing = [...refBase.keys()].filter((k) => !ownBase.has(k));
  const extra = [...ownBase.keys()].filter((k) => !refBase.has(k));
  const placeholderMismatch = [...ownBase.entries()]
    .filter(([k]) => refBase.has(k))
    .filter(([k, values]) => {
      const expected = placeholders(refBase.get(k)!)
        .filter((p) => p !== 'count')
        .join(',');
      return values.some(
        (v) =>
          placeholders(v)
            .filter((p) => p !== 'count')
            .join(',') !== expected,
      );
    })
    .map(([k]) => k);
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const pluralBases = new Set([...ref.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map(base));
  const pluralGaps = [...pluralBases]
    .filter((k) => ownBase.has(k))
    .filter((k) => categories.some((c) => !own.has(`${k}_${c}`)));
  return {
    language,
    total: refBase.size,
    translated: refBase.size - missing.length,
    missing,
    extra,
    placeholderMismatch,
    pluralGaps,
  };
}
