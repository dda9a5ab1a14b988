/**
 * Cost prices by size for the dashboard's integration tests: company Г sells sizes whose own cost
 * versions differ from their product's (a size's version from the first day, one from mid-period,
 * a size without one, a return, sales of an unknown size), next to a product costed as a whole;
 * company Д has the same rows (never in Г's figures).
 */
import type { TestContext } from '../../../test/helpers';
import { insertAccount } from '../../../test/connections';
import { createCompany } from '../../../test/identity';
import type { Database } from '../../db/client';
import { cost, product, saleRows, sales, size } from './dashboard.fixture-rows';

/**
 * One company's catalogue and sales, on the two cabinets given (shoes, socks). Sizes of 501:
 * 42 with its own cost 150 all along, 43 (two barcodes) with none — the product's 100 — and 44
 * with its own 200 from 09.03 (100 before); 503's sizes: 37 with its own 70, 38 with none and
 * no product cost. 502 is costed as a product (30) and sold without sale rows by size.
 */
async function seedCatalogue(database: Database, company: string, shoes: string, socks: string) {
  await product(database, company, shoes, 501, 'Кроссовки');
  await product(database, company, shoes, 502, 'Шнурки');
  await product(database, company, socks, 503, 'Носки');
  await size(database, company, shoes, 501, '5011', '42', ['4600000000421']);
  await size(database, company, shoes, 501, '5012', '43', ['4600000000431', '4600000000432']);
  await size(database, company, shoes, 501, '5013', '44', ['4600000000441']);
  await size(database, company, socks, 503, '5031', '37', ['4600000005031']);
  await size(database, company, socks, 503, '5032', '38', ['4600000005032']);

  await cost(database, company, shoes, 501, '2026-01-01', '100');
  await cost(database, company, shoes, 501, '2026-01-01', '150', 'RUB', '5011');
  await cost(database, company, shoes, 501, '2026-03-09', '200', 'RUB', '5013');
  await cost(database, company, shoes, 501, '2026-04-01', '999', 'RUB', '5012'); // not yet
  await cost(database, company, shoes, 502, '2026-01-01', '30');
  await cost(database, company, socks, 503, '2026-01-01', '70', 'RUB', '5031');

  const sale = (saleId: string, at: string, barcode: string | null, techSize: string | null) => ({
    nm: 501,
    saleId,
    at,
    barcode,
    techSize,
    forPay: saleId.startsWith('R') ? '-1000' : '1000',
  });
  await saleRows(database, company, shoes, [
    // 11.03 (00:10 in Moscow is still 10.03 in UTC): 2 × 42, 43 by its second barcode, 44.
    sale('S1', '2026-03-10T21:10:00Z', '4600000000421', '42'),
    sale('S2', '2026-03-11T09:00:00Z', '4600000000421', '42'),
    sale('S3', '2026-03-11T10:00:00Z', '4600000000432', '43'),
    sale('S4', '2026-03-11T11:00:00Z', '4600000000441', '44'),
    // 10.03: a 42 returned, a 43 sold — the product nets nothing, its sizes do.
    sale('R5', '2026-03-10T08:00:00Z', '4600000000421', '42'),
    sale('S6', '2026-03-10T09:00:00Z', '4600000000431', '43'),
    // 07.03: a 44 known by its tech size only, before its own cost; 06.03: an unknown size.
    sale('S7', '2026-03-07T09:00:00Z', null, '44'),
    sale('S8', '2026-03-06T09:00:00Z', 'unknown', 'XL'),
    // 04.03, 23:59 in Moscow: the week before.
    sale('S9', '2026-03-04T20:59:00Z', '4600000000431', '43'),
  ]);
  await saleRows(database, company, socks, [
    {
      nm: 503,
      saleId: 'S1',
      at: '2026-03-11T12:00:00Z',
      barcode: '4600000005031',
      techSize: '37',
      forPay: '300',
    },
    {
      nm: 503,
      saleId: 'S2',
      at: '2026-03-10T12:00:00Z',
      barcode: '4600000005032',
      techSize: '38',
      forPay: '300',
    },
  ]);
  await sales(database, company, shoes, [
    { nm: 502, day: '2026-03-11', buyouts: 1, buyoutsSum: '250', forPay: '200' },
  ]);
}

/** Companies Г (cabinets «Обувь» and «Носки») and Д with the same catalogue and sales. */
export async function seedSizeCosts(ctx: TestContext) {
  const g = (await createCompany(ctx.database, ctx.config, 'Компания Г')).company.id;
  const d = (await createCompany(ctx.database, ctx.config, 'Компания Д')).company.id;
  const g1 = (await insertAccount(ctx.database, g, { name: 'Обувь' })).id;
  const g2 = (await insertAccount(ctx.database, g, { name: 'Носки' })).id;
  const d1 = (await insertAccount(ctx.database, d, { name: 'Обувь' })).id;
  const d2 = (await insertAccount(ctx.database, d, { name: 'Носки' })).id;
  await seedCatalogue(ctx.database, g, g1, g2);
  await seedCatalogue(ctx.database, d, d1, d2);
  return { companyG: g, g1, g2, companyD: d, d1 };
}

export type SizeCostsWorld = Awaited<ReturnType<typeof seedSizeCosts>>;
