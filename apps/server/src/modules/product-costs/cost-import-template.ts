/** The XLSX template of the cost-price import: its headers and a sheet that explains them. */
import {
  COST_IMPORT_FIELDS,
  COST_IMPORT_LIMITS,
  type CostImportField,
} from '@wb/shared/product-costs/cost-import.contract';
import ExcelJS from 'exceljs';
import { TEMPLATE_HEADER } from './cost-import-cells';

/** The template: the headers of the import and a sheet that explains them. */
export async function costImportTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Себестоимость', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COST_IMPORT_FIELDS.map((f) => ({
    header: TEMPLATE_HEADER(f),
    key: f,
    width: f === 'comment' ? 40 : 20,
    // Text columns stay text: Excel would turn a vendor code «00123» into 123.
    ...(f === 'vendorCode' || f === 'size' || f === 'chrtId' ? { style: { numFmt: '@' } } : {}),
    ...(f === 'unitCost' ? { style: { numFmt: '0.00' } } : {}),
    ...(f === 'validFrom' ? { style: { numFmt: 'dd.mm.yyyy' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  const help = workbook.addWorksheet('Справка');
  help.columns = [
    { header: 'Колонка', key: 'column', width: 22 },
    { header: 'Обязательна', key: 'required', width: 14 },
    { header: 'Что писать', key: 'what', width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  const what: Record<CostImportField, [string, string]> = {
    nmId: ['одна из двух', 'Артикул WB (nmID) товара.'],
    vendorCode: [
      'одна из двух',
      'Артикул продавца — если нет артикула WB; должен быть единственным.',
    ],
    size: ['нет', 'Размер (как в карточке) — себестоимость только этого размера.'],
    chrtId: ['нет', 'ID размера (chrtID) — вместо «Размер», если размеры повторяются.'],
    unitCost: [
      'да',
      'Себестоимость единицы: 1234,50 или 1234.50, не больше двух знаков после запятой.',
    ],
    currency: ['нет', 'Код валюты (RUB, USD, CNY…). Пусто — RUB.'],
    validFrom: [
      'нет',
      'Дата начала действия ДД.ММ.ГГГГ. Пусто — сегодня (Москва). Та же дата заменяет прежнее значение.',
    ],
    comment: ['нет', 'Комментарий, до 500 символов.'],
  };
  for (const f of COST_IMPORT_FIELDS) {
    help.addRow({ column: TEMPLATE_HEADER(f), required: what[f][0], what: what[f][1] });
  }
  help.addRow({});
  help.addRow({
    column: 'Также',
    what: `До ${COST_IMPORT_LIMITS.rows.toLocaleString('ru-RU')} строк и ${COST_IMPORT_LIMITS.fileBytes / 1024 / 1024} МБ. Подходят и английские заголовки (nmID, Vendor code, Size, Cost, Currency, Valid from, Comment). Импорт выполняется целиком или не выполняется совсем.`,
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
