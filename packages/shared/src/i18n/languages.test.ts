import { describe, expect, it } from 'vitest';
import { isRtl, LANGUAGE_CODES, matchLanguage } from './languages';

describe('languages', () => {
  it('has the 30 label packs of the seed', () => {
    expect(LANGUAGE_CODES).toHaveLength(30);
    expect(new Set(LANGUAGE_CODES).size).toBe(30);
  });

  it('maps browser tags to a pack', () => {
    expect(matchLanguage('ru-RU')).toBe('ru');
    expect(matchLanguage('pt-BR')).toBe('pt');
    expect(matchLanguage('nb-NO')).toBe('no');
    expect(matchLanguage('zh-Hans-CN')).toBe('zh');
    expect(matchLanguage('sw')).toBeNull();
    expect(matchLanguage(null)).toBeNull();
  });

  it('writes ar, fa and he right to left', () => {
    expect(LANGUAGE_CODES.filter(isRtl)).toEqual(['ar', 'fa', 'he']);
  });
});
