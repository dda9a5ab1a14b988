/**
 * The cost-price import: a CSV or XLSX file checked row by row against the company's products
 * and sizes, previewed with Russian errors naming the row and the column, then written all at
 * once or not at all. Reading the cells: cost-import-cells.ts; the template:
 * cost-import-template.ts.
 */
import { costVersionInputSchema } from '@wb/shared/product-costs/cost';
import {
  COST_IMPORT_LIMITS,
  type CostImportField,
  type CostImportPreview,
  type CostImportResult,
  type CostImportRow,
} from '@wb/shared/product-costs/cost-import.contract';
import { mskDate, type UploadedFile } from '@wb/shared';
import type { Database, Db, Tx } from '../../db/client';
import { hasUnsafeText } from '../../lib/unsafe-input';
import { audit, type AuditContext } from '../audit/audit.service';
import { currencyCodes } from '../currencies/currencies.repository';
import {
  productsByNmOrVendor,
  sizesOfProducts,
  type ProductLookup,
  type SizeLookup,
} from '../products/products.repository';
import { cellText, dateText, mapHeader, moneyText, TEMPLATE_HEADER } from './cost-import-cells';
import { readCostFile, type SheetRow } from './cost-import-file';
import { bad } from './product-costs.errors';
import { upsertCosts, type CostWrite } from './product-costs.repository';
import { refreshPnl } from '../income/pnl-rollup';

type Product = ProductLookup;
type Size = Pick<SizeLookup, 'chrtId' | 'techSize' | 'wbSize'>;

/** The company's products and sizes the file's rows can refer to. */
async function lookups(db: Db | Tx, companyId: string, nmIds: number[], vendorCodes: string[]) {
  const list = await productsByNmOrVendor(db, companyId, nmIds, vendorCodes);
  const sizesOf = new Map<string, Size[]>();
  for (const s of await sizesOfProducts(db, companyId, list)) {
    const key = `${s.accountId}:${s.nmId}`;
    sizesOf.set(key, [
      ...(sizesOf.get(key) ?? []),
      { chrtId: s.chrtId, techSize: s.techSize, wbSize: s.wbSize },
    ]);
  }
  const group = <K>(key: (p: Product) => K | null) => {
    const map = new Map<K, Product[]>();
    for (const p of list) {
      const k = key(p);
      if (k !== null) map.set(k, [...(map.get(k) ?? []), p]);
    }
    return map;
  };
  return {
    byNm: group((p) => p.nmId),
    byVendor: group((p) => p.vendorCode),
    sizesOf: (p: Product) => sizesOf.get(`${p.accountId}:${p.nmId}`) ?? [],
  };
}

/**
 * Parses and checks a cost file against the company's products: every data row with its values
 * and Russian errors naming the row and the column. Writes nothing.
 */
export async function checkCostFile(
  db: Db | Tx,
  companyId: string,
  file: UploadedFile,
): Promise<CostImportPreview & { writes: CostWrite[] }> {
  if (file.fileName.length === 0 || file.fileName.length > 255) {
    throw bad('Имя файла — от 1 до 255 символов');
  }
  const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  const sheet = await readCostFile(file.fileName, bytes);
  const [header, ...data] = sheet.rows;
  if (!header) throw bad('Файл пуст: нет ни заголовка, ни строк');
  if (data.length === 0) throw bad('В файле нет строк с данными — только заголовок');
  if (data.length > COST_IMPORT_LIMITS.rows) {
    throw bad(
      `В файле больше ${COST_IMPORT_LIMITS.rows.toLocaleString('ru-RU')} строк — разделите его на части`,
    );
  }
  const columns = mapHeader(header);
  const title = (f: CostImportField) => columns.get(f)?.title ?? TEMPLATE_HEADER(f);
  const get = (r: SheetRow, f: CostImportField) => {
    const c = columns.get(f);
    return c ? r.cells[c.index] : undefined;
  };

  const today = mskDate();
  const currencies = await currencyCodes(db);
  const parsedNm = (r: SheetRow) => {
    const text = cellText(get(r, 'nmId'))?.replace(/\s/g, '') ?? null;
    return text !== null && /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : null;
  };
  const nmIds = data.map(parsedNm).filter((n): n is number => n !== null);
  const vendorCodes = data
    .map((r) => cellText(get(r, 'vendorCode')))
    .filter((v): v is string => v !== null);
  const found = await lookups(db, companyId, [...new Set(nmIds)], [...new Set(vendorCodes)]);

  const seen = new Map<string, number>();
  const writes: CostWrite[] = [];
  const rows: CostImportRow[] = data.map((r) => {
    const errors: CostImportRow['errors'] = [];
    const fail = (field: CostImportField | 'row', message: string) =>
      errors.push({
        field,
        message:
          field === 'row'
            ? `Строка ${r.row}: ${message}`
            : `Строка ${r.row}, «${title(field)}»: ${message}`,
      });

    // A file passes no request guard: its cells get the same refusal as a JSON body's text.
    for (const [field, column] of columns) {
      const cell = r.cells[column.index];
      if (typeof cell === 'string' && hasUnsafeText(cell)) {
        fail(field, 'недопустимые символы (управляющие или непарный суррогат)');
      }
    }
    const nmText = cellText(get(r, 'nmId'));
    const nmId = parsedNm(r);
    const vendorCode = cellText(get(r, 'vendorCode'));
    const size = cellText(get(r, 'size'));
    const chrtText = cellText(get(r, 'chrtId'))?.replace(/\s/g, '') ?? null;
    const unitCost = moneyText(get(r, 'unitCost'));
    const currencyText = cellText(get(r, 'currency'))?.toUpperCase() ?? null;
    const currency = currencyText === 'RUR' ? 'RUB' : (currencyText ?? 'RUB');
    const validFrom = dateText(get(r, 'validFrom')) ?? today;
    const comment = cellText(get(r, 'comment'));

    // The product: by nmID when given (the vendor code then has to agree), else by vendor code.
    let product: Product | null = null;
    if (nmText !== null && nmId === null) {
      fail('nmId', `нужно целое положительное число, получено «${nmText}»`);
    } else if (nmId !== null) {
      const matches = found.byNm.get(nmId) ?? [];
      if (matches.length === 0) fail('nmId', `товар с артикулом WB ${nmId} не найден`);
      else if (matches.length > 1) {
        fail('nmId', `артикул WB ${nmId} есть в нескольких кабинетах компании`);
      } else {
        product = matches[0]!;
        if (vendorCode !== null && product.vendorCode !== vendorCode) {
          fail(
            'vendorCode',
            `«${vendorCode}» не совпадает с артикулом продавца товара ${nmId} («${product.vendorCode ?? ''}»)`,
          );
        }
      }
    } else if (vendorCode !== null) {
      const matches = found.byVendor.get(vendorCode) ?? [];
      if (matches.length === 0) fail('vendorCode', `товар с артикулом «${vendorCode}» не найден`);
      else if (matches.length > 1) {
        fail(
          'vendorCode',
          `артикул «${vendorCode}» есть у нескольких товаров (${matches
            .map((m) => m.nmId)
            .join(', ')}) — укажите «Артикул WB»`,
        );
      } else product = matches[0]!;
    } else {
      fail('row', `не указан ни «${title('nmId')}», ни «${title('vendorCode')}»`);
    }

    // The size, optional: by chrtID or by its tech (or WB) size.
    let chrtId: string | null = null;
    if (chrtText !== null && !/^\d{1,20}$/.test(chrtText)) {
      fail('chrtId', `нужно целое число, получено «${chrtText}»`);
    } else if (product && (chrtText !== null || size !== null)) {
      const sizes = found.sizesOf(product);
      if (chrtText !== null) {
        const match = sizes.find((s) => s.chrtId === chrtText);
        if (!match) fail('chrtId', `у товара ${product.nmId} нет размера с ID ${chrtText}`);
        else {
          chrtId = match.chrtId;
          const names = [match.techSize, match.wbSize].map((n) => n?.toLowerCase());
          if (size !== null && !names.includes(size.toLowerCase())) {
            fail('size', `размер «${size}» не совпадает с размером ID ${chrtText}`);
          }
        }
      } else if (size !== null) {
        const wanted = size.toLowerCase();
        const byTech = sizes.filter((s) => s.techSize?.toLowerCase() === wanted);
        const matches = byTech.length
          ? byTech
          : sizes.filter((s) => s.wbSize?.toLowerCase() === wanted);
        if (matches.length === 0) fail('size', `у товара ${product.nmId} нет размера «${size}»`);
        else if (matches.length > 1) {
          fail(
            'size',
            `размер «${size}» у товара ${product.nmId} не однозначен — укажите «${title('chrtId')}»`,
          );
        } else chrtId = matches[0]!.chrtId;
      }
    }

    // The version itself: the shared schema of the cost tab and the bulk action.
    if (unitCost === null) fail('unitCost', 'не заполнено');
    const checked = costVersionInputSchema.safeParse({
      unitCost: unitCost ?? '0',
      currency,
      validFrom,
      chrtId,
      comment,
    });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as CostImportField;
        if (field === 'unitCost' && unitCost !== null) {
          fail(
            'unitCost',
            `нужно неотрицательное число не больше чем с двумя знаками после запятой, получено «${unitCost}»`,
          );
        } else if (field === 'validFrom') {
          fail(
            'validFrom',
            `нужна дата ДД.ММ.ГГГГ (1900–2099), получено «${cellText(get(r, 'validFrom'))}»`,
          );
        } else if (field === 'currency') {
          fail(
            'currency',
            `нужен трёхбуквенный код валюты (RUB, USD, CNY…), получено «${currencyText}»`,
          );
        } else if (field === 'comment') fail('comment', 'не длиннее 500 символов');
      }
    } else if (!currencies.has(currency)) {
      fail('currency', `неизвестная валюта «${currency}»: её нет в справочнике валют`);
    }

    if (product) {
      const key = `${product.accountId}:${product.nmId}:${chrtId ?? ''}:${validFrom}`;
      const first = seen.get(key);
      if (first !== undefined) {
        fail('row', `повторяет строку ${first}: тот же товар, размер и дата начала`);
      } else seen.set(key, r.row);
    }

    if (errors.length === 0 && product && checked.success) {
      writes.push({
        accountId: product.accountId,
        nmId: product.nmId,
        chrtId,
        validFrom,
        unitCost: checked.data.unitCost,
        currency,
        comment,
      });
    }
    return {
      row: r.row,
      nmId: product?.nmId ?? nmId,
      vendorCode: vendorCode ?? product?.vendorCode ?? null,
      size,
      chrtId: chrtId ?? chrtText,
      unitCost,
      currency,
      validFrom,
      comment,
      title: product?.title ?? null,
      errors,
    };
  });
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  return {
    fileName: file.fileName,
    format: sheet.format,
    rows,
    valid: rows.length - invalid,
    invalid,
    writes,
  };
}

/** The preview: what the import would do, row by row; nothing is written. */
export async function previewCostImport(
  db: Db,
  companyId: string,
  file: UploadedFile,
): Promise<CostImportPreview> {
  const { writes: _writes, ...preview } = await checkCostFile(db, companyId, file);
  return preview;
}

/**
 * The import: the file is checked again (the catalogue may have changed since the preview) and
 * written in one transaction — or, with any bad row, refused with nothing written.
 */
export async function commitCostImport(
  database: Database,
  companyId: string,
  file: UploadedFile,
  context: AuditContext,
): Promise<CostImportResult> {
  return database.db.transaction(async (tx) => {
    const checked = await checkCostFile(tx, companyId, file);
    if (checked.invalid > 0) {
      const first = checked.rows.find((r) => r.errors.length > 0)!.errors[0]!.message;
      throw bad(
        `Импорт не выполнен, ничего не изменено: строк с ошибками — ${checked.invalid}. ${first}`,
      );
    }
    const applied = await upsertCosts(tx, companyId, context.actorUserId, checked.writes);
    await audit(tx, context, {
      action: 'products.cost_import',
      entity: 'products',
      entityId: file.fileName,
      after: { format: checked.format, rows: checked.rows.length, applied },
    });
    await refreshPnl(tx, companyId);
    return { applied };
  });
}
