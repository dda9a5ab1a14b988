/**
 * Box and pallet labels of a transportation as a PDF (docs/domain.md#transportations, decisions/0009-labels-pdf.md): one
 * 100 × 150 mm page per box — its barcode as Code 128 (WB's package code once the linked supply
 * names the box, else the internal code), where it goes and what it holds — then one page per
 * pallet with the pallet's code and its boxes. pdfkit writes the PDF, bwip-js draws each
 * barcode (a PNG at 300 dpi, sharp enough for label printers and scanners); the text is set in
 * Montserrat, the product's font, which has the Cyrillic glyphs the standard PDF fonts lack.
 */
import { createRequire } from 'node:module';
import type { Transportation } from '@wb/shared/transportations/transportations.contract';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const FONT = require.resolve('@expo-google-fonts/montserrat/400Regular/Montserrat_400Regular.ttf');
const BOLD = require.resolve('@expo-google-fonts/montserrat/700Bold/Montserrat_700Bold.ttf');

/** 100 × 150 mm in points. */
const PAGE = { width: 283.46, height: 425.2 };
const MARGIN = 14;
const WIDTH = PAGE.width - 2 * MARGIN;

/** The code on a pallet's label. */
export const palletCode = (t: Pick<Transportation, 'year' | 'number'>, palletNo: number) =>
  `PAL${t.year}-${t.number}-${palletNo}`;

/** A Code 128 barcode as a PNG. */
export function code128(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 18,
    includetext: true,
    textxalign: 'center',
    paddingwidth: 6,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
}

function header(doc: PDFKit.PDFDocument, t: Transportation, title: string) {
  doc.font(BOLD).fontSize(14).text(title, MARGIN, MARGIN, { width: WIDTH });
  doc
    .font(FONT)
    .fontSize(9)
    .text(`Перевозка № ${t.number}/${t.year} · ${t.plannedDate.split('-').reverse().join('.')}`)
    .text(`Со склада: ${t.warehouse}`)
    .text(`На склад WB: ${t.wbWarehouse}`);
  if (t.supply.supplyId || t.supply.preorderId)
    doc.text(`Поставка WB: ${t.supply.supplyId ?? `заказ ${t.supply.preorderId}`}`);
}

async function barcode(doc: PDFKit.PDFDocument, text: string) {
  const y = doc.y + 8;
  doc.image(await code128(text), MARGIN, y, { fit: [WIDTH, 110], align: 'center' });
  doc.y = y + 118;
}

export async function labelsPdf(t: Transportation): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: `Этикетки перевозки № ${t.number}/${t.year}`, Producer: 'WB Back Office' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));
  const total = t.boxes.length;
  for (const box of t.boxes) {
    doc.addPage();
    header(doc, t, `Короб ${box.boxNo} из ${total}`);
    if (box.palletNo !== null) doc.text(`Паллета ${box.palletNo}`);
    await barcode(doc, box.barcode);
    if (!box.fromWb)
      doc
        .fontSize(7)
        .text('Внутренний код: WB назовёт код короба, когда поставка будет сформирована');
    doc.font(BOLD).fontSize(9).text(`В коробе ${box.units} шт.:`, { width: WIDTH });
    doc.font(FONT).fontSize(8);
    for (const item of t.items.filter((i) => i.boxNo === box.boxNo)) {
      const name = [item.vendorCode ?? `арт. ${item.nmId}`, item.size].filter(Boolean).join(', ');
      doc.text(`${name} · ${item.barcode ?? '—'} · ${item.quantity} шт.`, { width: WIDTH });
    }
  }
  const pallets = [...new Set(t.boxes.map((b) => b.palletNo).filter((p) => p !== null))].sort(
    (a, b) => a - b,
  );
  for (const palletNo of pallets) {
    const boxes = t.boxes.filter((b) => b.palletNo === palletNo);
    doc.addPage();
    header(doc, t, `Паллета ${palletNo} из ${pallets.length}`);
    await barcode(doc, palletCode(t, palletNo));
    doc
      .font(BOLD)
      .fontSize(9)
      .text(`Коробов: ${boxes.length}, ${boxes.reduce((s, b) => s + b.units, 0)} шт.`);
    doc.font(FONT).fontSize(8);
    for (const b of boxes) doc.text(`Короб ${b.boxNo}: ${b.barcode} · ${b.units} шт.`);
  }
  if (total === 0) {
    doc.addPage();
    header(doc, t, 'Нет коробов');
    doc.text('Добавьте товары в короба, чтобы напечатать этикетки');
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
