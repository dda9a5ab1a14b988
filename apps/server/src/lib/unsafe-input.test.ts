import { describe, expect, it } from 'vitest';
import { findInputProblem, MAX_INPUT_DEPTH } from './unsafe-input';

const nested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { children: [value] };
  return value;
};

describe('findInputProblem', () => {
  it('finds NUL and unpaired surrogates, in values, keys and JSON inside query values', () => {
    expect(findInputProblem({ name: 'ООО\u0000' }, 'body')).toEqual({
      path: 'body.name',
      problem: 'text',
    });
    expect(findInputProblem({ a: ['ok', 'x\ud800'] }, 'body')?.path).toBe('body.a.1');
    expect(findInputProblem({ 'k\udc00': 1 }, 'body')?.problem).toBe('text');
    expect(
      findInputProblem({ list: JSON.stringify({ filter: { value: 'a\ud800b' } }) }, 'query')?.path,
    ).toBe('query.list.filter.value');
  });

  it('finds the other C0 control characters (an escape sequence, a vertical tab)', () => {
    expect(findInputProblem({ name: 'a\u001b[2Jb' }, 'body')?.path).toBe('body.name');
    expect(findInputProblem({ comment: 'a\u000bb' }, 'body')?.problem).toBe('text');
    expect(findInputProblem({ list: '{"q":"\\u0001"}' }, 'query')?.path).toBe('query.list.q');
  });

  it('lets valid text through: emoji (paired surrogates), tabs and line breaks', () => {
    expect(findInputProblem({ name: 'Ромашка 🌼', list: '{"page":1}' }, 'body')).toBeNull();
    expect(findInputProblem({ comment: 'строка 1\r\n\tстрока 2' }, 'body')).toBeNull();
  });

  it('refuses nesting deeper than the limit without exhausting the stack', () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH / 2 - 1), 'body')).toBeNull();
    expect(findInputProblem(nested(20_000), 'body')?.problem).toBe('depth');
  });
});
