/** The cost-price import through the app: CSV and XLSX, preview with row errors, all or nothing. */
import {
  COST_IMPORT_LIMITS,
  type CostImportPreview,
} from '@wb/shared/product-costs/cost-import.contract';
import { mskDate } from '@wb/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';

let ctx: TestContext;
let owner: TestClient;
let analyst: TestClient;
let A: string;
let acc1: string;

const q = (text: string, params: unknown[] = []) => ctx.database.pool.query(text, params);

beforeAll(async () => {
  ctx = await buildTestApp();
  const a = await createCompany(ctx.database, ctx.config, 'Компания А', { analyst: 1 });
  const b = await createCompany(ctx.database, ctx.config, 'Компания Б');
  A = a.company.id;
  acc1 = (await insertAccount(ctx.database, A, { name: 'Основной' })).id;
  const acc2 = (await insertAccount(ctx.database, A, { name: 'Второй' })).id;
  const accB = (await insertAccount(ctx.database, b.company.id)).id;
  const product = (companyId: string, accountId: string, nmId: number, vendorCode: string) =>
    q(
      `INSERT INTO products (company_id, account_id, nm_id, title, vendor_code, raw)
       VALUES ($1, $2, $3, $4, $5, '{}')`,
      [companyId, accountId, nmId, `Товар ${nmId}`, vendorCode],
    );
  await product(A, acc1, 111, 'ART-111');
  await product(A, acc1, 222, 'ART-222');
  await product(A, acc1, 333, 'DUP');
  await product(A, acc2, 444, 'DUP');
  await product(b.company.id, accB, 555, 'ART-555');
  for (const [chrt, tech] of [
    [1001, 'S'],
    [1002, 'M'],
  ] as const) {
    await q(
      `INSERT INTO product_sizes (company_id, account_id, nm_id, chrt_id, tech_size, wb_size, raw)
       VALUES ($1, $2, 111, $3, $4, $4, '{}')`,
      [A, acc1, chrt, tech],
    );
  }
  owner = await signIn(ctx.app, a.owner);
  analyst = await signIn(ctx.app, a.members.analyst![0]!);
});

afterAll(async () => {
  await ctx.close();
});

beforeEach(async () => {
  await q(`DELETE FROM product_costs`);
});

/** The form the import dialog sends: the file in the field `file`. */
const file = (fileName: string, bytes: Buffer | string) => {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)]), fileName);
  return form;
};
const csv = (lines: string[], bom = true) =>
  file('себестоимость.csv', `${bom ? '\ufeff' : ''}${lines.join('\r\n')}\r\n`);

async function xlsx(rows: unknown[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Лист1');
  for (const row of rows) sheet.addRow(row);
  return file('costs.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
}

const preview = async (body: unknown) => {
  const res = await owner.post('/api/products/cost-import/preview', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CostImportPreview>();
};
const costs = async (): Promise<Record<string, unknown>[]> =>
  (
    await q(
      `SELECT nm_id, chrt_id, valid_from::text, unit_cost, currency, comment FROM product_costs
       ORDER BY nm_id, chrt_id NULLS FIRST, valid_from`,
    )
  ).rows as Record<string, unknown>[];

const BAD = [
  'Артикул WB;Артикул продавца;Себестоимость;Валюта;Дата начала;Комментарий',
  '111;;1 250,50;;01.03.2026;Партия март',
  '999;;100;;;',
  ';DUP;100;;;',
  '222;;сто;;;',
  '222;;100;XYZ;;',
  '222;;100;;31.02.2026;',
  '111;;300;RUB;01.03.2026;',
  ';ART-555;100;;;',
];

describe('/api/products/cost-import', () => {
  it('previews a CSV with every bad row named, and writes nothing', async () => {
    const res = await preview(csv(BAD));
    expect(res.format).toBe('csv');
    expect(res.valid).toBe(1);
    expect(res.invalid).toBe(7);
    const messages = Object.fromEntries(
      res.rows.map((r) => [r.row, r.errors.map((e) => `${e.field}: ${e.message}`)]),
    );
    expect(messages[2]).toEqual([]);
    expect(res.rows[0]).toMatchObject({
      nmId: 111,
      vendorCode: 'ART-111',
      unitCost: '1250.50',
      currency: 'RUB',
      validFrom: '2026-03-01',
      comment: 'Партия март',
      title: 'Товар 111',
    });
    expect(messages[3]).toEqual([
      'nmId: Строка 3, «Артикул WB»: товар с артикулом WB 999 не найден',
    ]);
    expect(messages[4]![0]).toMatch(
      /^vendorCode: Строка 4, «Артикул продавца»: артикул «DUP» есть у нескольких товаров \(333, 444\)/,
    );
    expect(messages[5]![0]).toMatch(/^unitCost: Строка 5, «Себестоимость»: .*«сто»/);
    expect(messages[6]![0]).toMatch(/^currency: Строка 6, «Валюта»: неизвестная валюта «XYZ»/);
    expect(messages[7]![0]).toMatch(/^validFrom: Строка 7, «Дата начала»: .*«31\.02\.2026»/);
    expect(messages[8]).toEqual([
      'row: Строка 8: повторяет строку 2: тот же товар, размер и дата начала',
    ]);
    // Another company's product is unknown here.
    expect(messages[9]![0]).toMatch(/товар с артикулом «ART-555» не найден/);
    expect(await costs()).toEqual([]);
  });

  it('refuses to import a file with errors, changing nothing', async () => {
    const res = await owner.post('/api/products/cost-import/commit', csv(BAD));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Импорт не выполнен.*строк с ошибками — 7.*Строка 3/);
    expect(await costs()).toEqual([]);
  });

  it('refuses cells with control characters, as a JSON body (NUL answered 500 at the commit)', async () => {
    const lines = [
      'Артикул WB;Себестоимость;Комментарий',
      '111;100;a\u0000b',
      '222;100;a\u001b[2Jb',
    ];
    const res = await preview(csv(lines));
    expect(res.rows.map((r) => r.errors.map((e) => e.field))).toEqual([['comment'], ['comment']]);
    const commit = await owner.post('/api/products/cost-import/commit', csv(lines));
    expect(commit.statusCode, commit.body).toBe(400);
    expect(await costs()).toEqual([]);
  });

  it('imports a good CSV (comma, no BOM, English headers) in one go, audited', async () => {
    const today = mskDate();
    const body = csv(
      [
        'nmID,Vendor code,Cost,Currency,Valid from,Comment',
        '111,,"1 000,00",,2026-02-01,"Партия, февраль"',
        ',ART-222,99.9,usd,,',
        '111,,1100,RUB,2026-03-01,',
      ],
      false,
    );
    const checked = await preview(body);
    expect(checked.invalid).toBe(0);
    const res = await owner.post('/api/products/cost-import/commit', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ applied: 3 });
    expect(await costs()).toEqual([
      {
        nm_id: '111',
        chrt_id: null,
        valid_from: '2026-02-01',
        unit_cost: '1000.00',
        currency: 'RUB',
        comment: 'Партия, февраль',
      },
      {
        nm_id: '111',
        chrt_id: null,
        valid_from: '2026-03-01',
        unit_cost: '1100.00',
        currency: 'RUB',
        comment: null,
      },
      {
        nm_id: '222',
        chrt_id: null,
        valid_from: today,
        unit_cost: '99.90',
        currency: 'USD',
        comment: null,
      },
    ]);
    const audit = await q(
      `SELECT entity_id, after FROM audit_log WHERE action = 'products.cost_import'`,
    );
    expect(audit.rows).toEqual([
      { entity_id: 'себестоимость.csv', after: { format: 'csv', rows: 3, applied: 3 } },
    ]);
    // The same file again replaces the same versions instead of adding more.
    await owner.post('/api/products/cost-import/commit', body);
    expect(await costs()).toHaveLength(3);
  });

  it('imports an XLSX with numbers, dates and sizes', async () => {
    const body = await xlsx([
      ['Артикул WB', 'Размер', 'chrtID', 'Себестоимость', 'Дата начала'],
      [111, 'm', null, 410.5, new Date(Date.UTC(2026, 2, 1))],
      [111, null, 1001, 0.1 + 0.2, '02.03.2026'],
      [111, 'XL', null, 10, null],
      [111, 'S', 1002, 10, null],
      [222, null, null, 12.345, null],
    ]);
    const checked = await preview(body);
    expect(checked.format).toBe('xlsx');
    expect(checked.rows.map((r) => [r.row, r.chrtId, r.unitCost, r.validFrom])).toEqual([
      [2, '1002', '410.50', '2026-03-01'],
      [3, '1001', '0.30', '2026-03-02'],
      [4, null, '10.00', mskDate()],
      [5, '1002', '10.00', mskDate()],
      [6, null, '12.345', mskDate()],
    ]);
    expect(checked.rows.map((r) => r.errors.map((e) => e.message))).toEqual([
      [],
      [],
      ['Строка 4, «Размер»: у товара 111 нет размера «XL»'],
      ['Строка 5, «Размер»: размер «S» не совпадает с размером ID 1002'],
      [
        'Строка 6, «Себестоимость»: нужно неотрицательное число не больше чем с двумя знаками после запятой, получено «12.345»',
      ],
    ]);
    const good = await xlsx([
      ['Артикул WB', 'Размер', 'Себестоимость', 'Дата начала'],
      [111, 'M', 410.5, new Date(Date.UTC(2026, 2, 1))],
      [111, null, 400, new Date(Date.UTC(2026, 2, 1))],
    ]);
    const res = await owner.post('/api/products/cost-import/commit', good);
    expect(res.json()).toEqual({ applied: 2 });
    expect((await costs()).map((c) => [c.chrt_id, c.unit_cost])).toEqual([
      [null, '400.00'],
      ['1002', '410.50'],
    ]);
  });

  it.each([
    ['no cost column', csv(['Артикул WB;Цена', '111;100']), /нет колонки «Себестоимость»/],
    ['no article column', csv(['Себестоимость', '100']), /«Артикул WB» или «Артикул продавца»/],
    ['only a header', csv(['Артикул WB;Себестоимость']), /нет строк с данными/],
    [
      'a duplicate column',
      csv(['nmID;Артикул WB;Cost', '1;1;1']),
      /встречается в заголовке дважды/,
    ],
    ['an empty file', file('x.csv', ''), /Файл пуст/],
    ['not UTF-8', file('x.csv', Buffer.from([0xc0, 0xf0, 0xf2, 0x3b, 0x31])), /UTF-8/],
    ['an unclosed quote', csv(['Артикул WB;Себестоимость', '111;"100']), /незакрытая кавычка/],
    ['a broken XLSX', file('x.xlsx', 'PK\u0003\u0004not really'), /XLSX не читается/],
    ['an old XLS', file('x.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2])), /XLS/],
  ])('refuses %s with a clear message', async (_name, body, message) => {
    const res = await owner.post('/api/products/cost-import/preview', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('refuses files over the limits', async () => {
    const big = await owner.post(
      '/api/products/cost-import/preview',
      file('big.csv', 'A'.repeat(COST_IMPORT_LIMITS.fileBytes + 4)),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Файл больше 5 МБ' });
    const lines = ['Артикул WB;Себестоимость', ...Array.from({ length: 20_001 }, () => '111;1')];
    const long = await owner.post('/api/products/cost-import/preview', csv(lines));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/больше 20\s000 строк/);
  });

  it('takes the file only as a form with one file', async () => {
    const url = '/api/products/cost-import/preview';
    // The old JSON body (base64 inside JSON) is no form.
    const json = await owner.post(url, { fileName: 'x.csv', content: 'QQ==' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/multipart\/form-data/);
    const empty = new FormData();
    empty.append('comment', 'без файла');
    const none = await owner.post(url, empty);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/Нет файла в поле «file»/);
    const png = file('photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const picture = await owner.post(url, png);
    expect(picture.statusCode).toBe(400);
    expect(picture.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers a repeated import with the same Idempotency-Key once, and refuses another file', async () => {
    const url = '/api/products/cost-import/commit';
    const send = (body: FormData) =>
      owner.request({
        method: 'POST',
        url,
        payload: body,
        headers: { 'idempotency-key': 'cost-import-1' },
      });
    const first = await send(csv(['Артикул WB;Себестоимость', '111;100']));
    expect(first.statusCode, first.body).toBe(200);
    const again = await send(csv(['Артикул WB;Себестоимость', '111;100']));
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await costs()).toHaveLength(1);
    const other = await send(csv(['Артикул WB;Себестоимость', '111;200']));
    expect(other.statusCode).toBe(422);
  });

  it('serves a template whose headers it reads back', async () => {
    const res = await owner.get('/api/products/cost-import/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Себестоимость')!.getRow(1).values).toEqual([
      undefined,
      'Артикул WB',
      'Артикул продавца',
      'Размер',
      'chrtID',
      'Себестоимость',
      'Валюта',
      'Дата начала',
      'Комментарий',
    ]);
    const sheet = workbook.getWorksheet('Себестоимость')!;
    sheet.addRow([222, null, null, null, 55]);
    const filled = file('template.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect((await owner.post('/api/products/cost-import/commit', filled)).json()).toEqual({
      applied: 1,
    });
  });

  it('needs product:edit', async () => {
    const res = await analyst.post('/api/products/cost-import/preview', csv(BAD));
    expect(res.statusCode).toBe(403);
    expect((await analyst.get('/api/products/cost-import/template')).statusCode).toBe(403);
  });
});
