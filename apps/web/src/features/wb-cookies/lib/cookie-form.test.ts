import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { cookieFormSchema, toInstant, toLocalInput } from './cookie-form';

const schema = cookieFormSchema({ expiresAt: 'date?', future: 'future!' });
const messages = (value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('cookie form', () => {
  it('accepts a cookie header and a future expiry', () => {
    const ahead = dayjs().add(2, 'day').format('YYYY-MM-DDTHH:mm');
    expect(messages({ cookie: 'WBTokenV3=abc; x-supplier-id=42', expiresAt: ahead })).toEqual([]);
  });

  it('refuses a malformed header, an empty and a past expiry', () => {
    expect(messages({ cookie: 'just text', expiresAt: '' })).toEqual([
      ['cookie', 'Ожидается строка вида name=value; name2=value2'],
      ['expiresAt', 'date?'],
    ]);
    expect(messages({ cookie: 'a=1', expiresAt: '2020-01-01T10:00' })).toEqual([
      ['expiresAt', 'future!'],
    ]);
  });

  it('converts between the local input and an instant', () => {
    const local = '2030-05-06T07:08';
    expect(toLocalInput(toInstant(local))).toBe(local);
  });
});
