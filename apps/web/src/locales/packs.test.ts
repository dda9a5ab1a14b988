import { LANGUAGE_CODES } from '@wb/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { checkPack, type Pack } from './pack-check';

const files = import.meta.glob<Pack>('./*/*.json', { eager: true, import: 'default' });
const namespaces = [...new Set(Object.keys(files).map((f) => f.split('/')[2]!))];
const packOf = (lang: string, ns: string) => files[`./${lang}/${ns}`] ?? {};

describe('label packs', () => {
  it('has a folder for every language of the seed and nothing else', () => {
    const languages = new Set(Object.keys(files).map((f) => f.split('/')[1]));
    expect([...languages].sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(namespaces)('ru and en are complete and consistent (%s)', (ns) => {
    const report = checkPack('en', packOf('ru', ns), packOf('en', ns));
    expect(report.missing).toEqual([]);
    expect(report.extra).toEqual([]);
    expect(report.placeholderMismatch).toEqual([]);
    expect(report.pluralGaps).toEqual([]);
    // and the reverse: en has nothing ru lacks
    expect(checkPack('ru', packOf('en', ns), packOf('ru', ns)).missing).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((l) => l !== 'ru'))(
    '%s has no unknown keys and keeps every placeholder',
    (lang) => {
      for (const ns of namespaces) {
        const report = checkPack(lang, packOf('ru', ns), packOf(lang, ns));
        expect(report.extra, `${lang}/${ns}`).toEqual([]);
        expect(report.placeholderMismatch, `${lang}/${ns}`).toEqual([]);
        expect(report.pluralGaps, `${lang}/${ns}`).toEqual([]);
      }
    },
  );
});

describe('checkPack', () => {
  it('finds missing, extra and broken keys', () => {
    const ru = {
      a: 'x',
      b: { c: 'Привет, {{name}}' },
      n_one: '{{count}} заказ',
      n_few: '',
      n_many: '',
      n_other: '',
    };
    const xx = { a: 'x', b: { c: 'Hello' }, z: 'extra', n_one: 'one' };
    const report = checkPack('en', ru, xx);
    expect(report.total).toBe(3);
    expect(report.missing).toEqual([]);
    expect(report.extra).toEqual(['z']);
    expect(report.placeholderMismatch).toEqual(['b.c']);
    expect(report.pluralGaps).toEqual(['n']);
  });
});
