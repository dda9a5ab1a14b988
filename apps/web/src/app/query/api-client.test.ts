import { CSRF_HEADER } from '@wb/shared/contracts/csrf';
import { previewCostImportContract } from '@wb/shared/product-costs/cost-import.contract';
import { updateUserSettingsContract } from '@wb/shared/settings/settings.contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';

const fetchMock = vi.fn(async () => Response.json({ ok: true }));
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockClear());

const sent = () => (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];

describe('apiRequest', () => {
  it('sends an upload contract’s body as a form with the file itself', async () => {
    const file = new File(['Артикул WB;Себестоимость\n111;100\n'], 'costs.csv', {
      type: 'text/csv',
    });
    await apiRequest(previewCostImportContract, { body: { file } });
    const init = sent();
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    const form = init.body as FormData;
    const part = form.get('file') as File;
    expect(part.name).toBe('costs.csv');
    expect(await part.text()).toContain('111;100');
    const headers = init.headers as Record<string, string>;
    // The browser writes the multipart content type with its boundary.
    expect(headers['content-type']).toBeUndefined();
    expect(headers[CSRF_HEADER]).toBeDefined();
  });

  it('sends other bodies as JSON', async () => {
    await apiRequest(updateUserSettingsContract, { body: { language: 'en' } });
    const init = sent();
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(init.body).toBe('{"language":"en"}');
  });
});
