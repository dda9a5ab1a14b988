import type { ApiProxy } from '@wb/shared/connections/api-proxies.contract';
import { describe, expect, it } from 'vitest';
import { displayUrl, proxyFormSchema, toBody, toFormValues } from './proxy-form';

const stored = {
  id: '0b6f1c9e-5a4d-4c2e-9f1a-1e2d3c4b5a61',
  name: 'Основной',
  url: 'http://10.0.0.1:3128',
  username: 'bot',
  passwordSet: true,
  enabled: true,
  status: 'active',
  assignment: 'accounts',
  accountIds: ['11111111-1111-4111-8111-111111111111'],
} as ApiProxy;

describe('proxy form', () => {
  it('masks the password in the shown URL and leaves a bare URL alone', () => {
    expect(displayUrl(stored)).toBe('http://bot:••••@10.0.0.1:3128');
    expect(displayUrl({ url: 'https://p.example:8080', username: null, passwordSet: false })).toBe(
      'https://p.example:8080',
    );
  });

  it('sends a new proxy whole, with no password when none is typed and no accounts for the pool', () => {
    const values = { ...toFormValues(), name: 'P', url: 'http://h:1', password: '' };
    expect(toBody({ ...values, accountIds: ['x'] }, undefined, {}, false)).toEqual({
      ...values,
      password: null,
      accountIds: [],
    });
  });

  it('sends only what changed on edit; an empty password keeps the stored one', () => {
    const values = { ...toFormValues(stored), name: 'Новый' };
    expect(toBody(values, stored, { name: true }, false)).toEqual({ name: 'Новый' });
    expect(toBody(values, stored, {}, true)).toEqual({ password: null });
    expect(toBody({ ...values, password: 's3cret' }, stored, {}, false)).toEqual({
      password: 's3cret',
    });
    expect(toBody({ ...values, assignment: 'pool' }, stored, { assignment: true }, false)).toEqual({
      assignment: 'pool',
      accountIds: [],
    });
  });

  it('asks for cabinets when the proxy is for chosen cabinets only', () => {
    const result = proxyFormSchema.safeParse({
      ...toFormValues(),
      name: 'P',
      url: 'http://h:3128',
      assignment: 'accounts',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['accountIds', 'Выберите кабинеты'],
    ]);
  });
});
