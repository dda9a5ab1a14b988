/**
 * Invalid forms for upload operations (multipart/form-data, docs/architecture.md#requests): the
 * OpenAPI document does not describe their form, so the contract's `upload` says the file field
 * and its size limit. Each file mixes a valid row with invalid ones, so an import that wrote the
 * valid row alone would show as a partial write.
 */
import type { UploadSpec } from '@wb/shared';
import type { FuzzRequest } from './mutations';
import { nested } from './values';

/** The first data row of the base form's CSV file (a product of the caller's company). */
async function validRowOf(base: unknown, field: string): Promise<string> {
  const file = base instanceof FormData ? base.get(field) : null;
  const text = file instanceof Blob ? await file.text() : '';
  return text.split(/\r?\n/)[1] ?? '1;100';
}

const HEADER = 'Артикул WB;Себестоимость;Валюта;Дата начала;Комментарий';

function form(parts: [string, string | Blob, string?][]): FormData {
  const data = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, fileName);
  }
  return data;
}

const csvBytes = (...rows: string[]) => Buffer.from([HEADER, ...rows].join('\r\n'));
const csv = (...rows: string[]) => new Blob([csvBytes(...rows)]);
const SURROGATE = Buffer.from([0xed, 0xa0, 0x80]);

export async function uploadRequests(
  method: string,
  url: string,
  upload: UploadSpec,
  base: unknown,
): Promise<FuzzRequest[]> {
  const [nmId = '1'] = (await validRowOf(base, upload.field)).split(';');
  const ok = `${nmId};100;RUB;2025-01-01;`;
  const files: [string, Blob, string][] = [
    ['impossible date', csv(ok, `${nmId};100;RUB;2099-02-30;`), 'costs.csv'],
    ['huge number', csv(ok, `99999999999999999999;1e400;RUB;2025-01-02;`), 'costs.csv'],
    ['wrong type', csv(ok, `abc;сто;12;true;`), 'costs.csv'],
    ['control characters', csv(ok, `${nmId};100;RUB;2025-01-03;a\u0000b`), 'costs.csv'],
    ['control characters', csv(ok, `${nmId};100;RUB;2025-01-03;a\u0001\u001b[2Jb`), 'costs.csv'],
    // A Blob would write an unpaired surrogate as U+FFFD: the bytes of one (CESU-8) instead.
    ['surrogates', new Blob([csvBytes(ok, `${nmId};100;RUB;2025-01-04;`), SURROGATE]), 'costs.csv'],
    ['huge string', csv(ok, `${nmId};100;RUB;2025-01-05;${'ж'.repeat(100_000)}`), 'costs.csv'],
    ['deep nesting', csv(ok, JSON.stringify(nested(40))), 'costs.csv'],
    ['empty body: empty file', new Blob([]), 'costs.csv'],
    ['empty body: header only', csv(), 'costs.csv'],
    ['junk bytes as xlsx', new Blob([Buffer.from('PK\u0003\u0004junk'.repeat(50))]), 'costs.xlsx'],
    [
      'junk bytes as csv',
      new Blob([Buffer.from([0xff, 0xfe, 0, 0xd8, 0x80, 0x00, 0x1b])]),
      'costs.csv',
    ],
    [
      'huge string: file over the limit',
      new Blob([Buffer.alloc(upload.maxBytes + 1, 0x31)]),
      'costs.csv',
    ],
  ];
  const requests: FuzzRequest[] = files.map(([label, blob, name]) => ({
    label: `${label} @ form.${upload.field}`,
    method,
    url,
    payload: form([[upload.field, blob, name]]),
  }));
  requests.push(
    {
      label: 'empty body: form without a file',
      method,
      url,
      payload: form([['comment', 'x']]),
    },
    {
      label: 'extra fields: a second file',
      method,
      url,
      payload: form([
        [upload.field, csv(ok), 'a.csv'],
        ['other', csv(ok), 'b.csv'],
      ]),
    },
    {
      label: 'extra fields: the file twice',
      method,
      url,
      payload: form([
        [upload.field, csv(ok), 'a.csv'],
        [upload.field, csv(ok), 'b.csv'],
      ]),
    },
  );
  return requests;
}
