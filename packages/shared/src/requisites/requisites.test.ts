import { describe, expect, it } from 'vitest';
import {
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
} from './requisites';

describe('requisites checksums', () => {
  it('checks ИНН of organisations and individuals', () => {
    expect(isValidInn('7707083893')).toBe(true); // Сбербанк
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('500100732259')).toBe(true);
    expect(isValidInn('500100732258')).toBe(false);
    expect(isValidInn('12345')).toBe(false);
    expect(isValidInn('77070838931')).toBe(false);
  });

  it('checks ОГРН and ОГРНИП', () => {
    expect(isValidOgrn('1027700132195')).toBe(true); // Сбербанк
    expect(isValidOgrn('1027700132196')).toBe(false);
    expect(isValidOgrn('304500116000157')).toBe(true);
    expect(isValidOgrn('304500116000158')).toBe(false);
  });

  it('checks the shape of КПП', () => {
    expect(isValidKpp('773601001')).toBe(true);
    expect(isValidKpp('7736AB001')).toBe(true);
    expect(isValidKpp('77360100')).toBe(false);
    expect(isValidKpp('7736ab001')).toBe(false);
  });

  it('checks settlement and correspondent accounts with the БИК', () => {
    const bik = '044525225'; // Сбербанк, Москва
    expect(isValidCorrespondentAccount('30101810400000000225', bik)).toBe(true);
    expect(isValidCorrespondentAccount('30101810400000000226', bik)).toBe(false);
    expect(isValidSettlementAccount('40702810138000017409', bik)).toBe(true);
    expect(isValidSettlementAccount('40702810138000017408', bik)).toBe(false);
  });
});
