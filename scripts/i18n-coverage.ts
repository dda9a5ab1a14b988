/**
 * Reports how complete each label pack is against the Russian reference.
 *   npm run i18n:coverage            # table
 *   npm run i18n:coverage -- --strict # exit 1 unless every pack is complete
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '../packages/shared/src/i18n/languages';
import { checkPack, type Pack } from '../apps/web/src/locales/pack-check';

const dir = path.resolve(import.meta.dirname, '../apps/web/src/locales');
const namespaces = readdirSync(path.join(dir, 'ru')).filter((f) => f.endsWith('.json'));
const read = (lang: string, ns: string): Pack => {
  try {
    return JSON.parse(readFileSync(path.join(dir, lang, ns), 'utf8')) as Pack;
  } catch {
    return {};
  }
};

const rows = LANGUAGE_CODES.map((lang) => {
  const reports = namespaces.map((ns) => checkPack(lang, read('ru', ns), read(lang, ns)));
  const total = reports.reduce((s, r) => s + r.total, 0);
  const translated = reports.reduce((s, r) => s + r.translated, 0);
  const problems = reports.reduce(
    (s, r) => s + r.extra.length + r.placeholderMismatch.length + r.pluralGaps.length,
    0,
  );
  return { lang, translated, total, percent: total ? (100 * translated) / total : 100, problems };
});

console.log('lang  translated / total   coverage  problems');
for (const r of rows) {
  console.log(
    `${r.lang.padEnd(4)}  ${String(r.translated).padStart(10)} / ${String(r.total).padEnd(5)}  ${r.percent
      .toFixed(1)
      .padStart(7)}%  ${r.problems}`,
  );
}
const incomplete = rows.filter((r) => r.translated < r.total || r.problems > 0);
console.log(`\n${rows.length - incomplete.length} of ${rows.length} packs complete.`);
if (process.argv.includes('--strict') && incomplete.length > 0) process.exit(1);
