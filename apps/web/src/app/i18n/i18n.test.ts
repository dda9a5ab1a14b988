import { describe, expect, it } from 'vitest';
import { detectLanguage } from './i18n';

describe('first language', () => {
  it('prefers the language chosen earlier on this device', () => {
    expect(detectLanguage('de', ['en-US'])).toBe('de');
  });

  it('then guesses from the browser', () => {
    expect(detectLanguage(null, ['sw-KE', 'pt-BR', 'en'])).toBe('pt');
    expect(detectLanguage('klingon', ['en-GB'])).toBe('en');
  });

  it('falls back to Russian, the product language', () => {
    expect(detectLanguage(null, [])).toBe('ru');
    expect(detectLanguage(null, ['sw'])).toBe('ru');
  });
});
