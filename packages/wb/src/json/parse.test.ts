import { describe, expect, it } from 'vitest';
import { parseWbJson, parseWbNumber, WbJsonError } from './parse';

describe('parseWbJson', () => {
  it('turns integers beyond 2^53 into exact decimal strings', () => {
    const data = parseWbJson(
      '[{"reportId": 9007199254740993, "rrdId": 12, "sum": "376.99", "neg": -12345678901234567890}]',
    );
    expect(data).toEqual([
      { reportId: '9007199254740993', rrdId: 12, sum: '376.99', neg: '-12345678901234567890' },
    ]);
  });

  it('keeps safe integers and fractions as numbers', () => {
    const data = parseWbJson('{"a": 9007199254740991, "b": 1234.56, "c": 0.1, "d": 1e3, "e": -0}');
    expect(data).toEqual({ a: 9007199254740991, b: 1234.56, c: 0.1, d: 1000, e: -0 });
  });

  it('gives the same result on both paths', () => {
    const text = '{"rows":[{"x":1,"y":"a,1234567890123456789","z":[1.5,2]}],"dup":1,"dup":2}';
    // The long digit run inside a string sends this text to the lossless path.
    const viaLossless = parseWbJson(text);
    expect(viaLossless).toEqual(JSON.parse(text));
    expect(viaLossless).toEqual({
      rows: [{ x: 1, y: 'a,1234567890123456789', z: [1.5, 2] }],
      dup: 2,
    });
  });

  it('throws a typed error on truncated or invalid bodies', () => {
    expect(() => parseWbJson('[{"a": 1}, {"b": 12345678901234567')).toThrow(WbJsonError);
    expect(() => parseWbJson('[{"a": 1}, {"b"')).toThrow(WbJsonError);
    expect(() => parseWbJson('<html>502</html>')).toThrow(WbJsonError);
    expect(() => parseWbJson('')).toThrow(WbJsonError);
  });
});

describe('parseWbNumber', () => {
  it('keeps unsafe integers exact and normalised', () => {
    expect(parseWbNumber('90071992547409930')).toBe('90071992547409930');
    expect(parseWbNumber('-00090071992547409930')).toBe('-90071992547409930');
    expect(parseWbNumber('42')).toBe(42);
    expect(parseWbNumber('4.25')).toBe(4.25);
  });
});
