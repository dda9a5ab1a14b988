import { mskDate } from '@wb/shared';
import { createHash } from 'node:crypto';
import {
  encodeSingleByte,
  writeOneC,
  type WrittenDocument,
  type WrittenParty,
} from '../finances/statements/onec-writer';

/**
 * The demo company's bank statement: a quarter of a seller's everyday payments — rent, salaries,
 * the single tax payment, suppliers of goods, packaging, labels and transport, accounting, ads
 * outside WB, the bank's fee and interest, a wholesale buyer — as the bank would export it in
 * the 1C format. Deterministic: the same day always gives the same documents (numbers and sums
 * come from the date), so a later start's statement repeats the days already imported and the
 * import adds only the new ones. WB's own payouts are not here: the journal books them from WB's
 * weekly reports.
 */

export const DEMO_BANK = { name: 'АО «ТБанк»', inn: '7710140679', bik: '044525974' } as const;
export const DEMO_BANK_ACCOUNT = '40702810510000731579';
const OPENING = '3500000.00';

/** The demo company as a side of a payment. */
const us = (name: string, inn: string): WrittenParty => ({
  name,
  inn,
  account: DEMO_BANK_ACCOUNT,
  bik: DEMO_BANK.bik,
});

const party = (name: string, inn: string, account: string, bik = '044525225'): WrittenParty => ({
  name,
  inn,
  account,
  bik,
});

/** Counterparties with valid ИНН (checked by the parser's checksum in the test). */
export const DEMO_COUNTERPARTIES = {
  warehouse: party('ООО «Складской комплекс Север»', '5047123455', '40702810838000004417'),
  packaging: party('ООО «Упаковка Плюс»', '7712345671', '40702810200000000111', '044525593'),
  labels: party('ООО «Принт Этикетка»', '7812345675', '40702810955000012874', '044030653'),
  transport: party('ООО «Логистик Групп»', '7810456789', '40702810600000000222', '044030653'),
  textile: party('ООО «Фабрика текстиля»', '6670123457', '40702810500000012121', '046577964'),
  photo: party('ИП Иванов Иван Иванович', '771234567859', '40802810938000077777'),
  accounting: party('ИП Сидорова Мария Олеговна', '770123456703', '40802810738000033221'),
  ads: party('ООО «ЯНДЕКС»', '7736207543', '40702810400000005555'),
  tax: party('Казначейство России (ФНС России)', '7727406020', '03100643000000018500', '017003983'),
  buyer: party('ООО «Маркет Трейд»', '5406123450', '40702810144050001234', '045004641'),
  bank: party(DEMO_BANK.name, DEMO_BANK.inn, '70601810000000000001', DEMO_BANK.bik),
  smirnov: party('Смирнов Алексей Петрович', '', '40817810099910004312', DEMO_BANK.bik),
  kuznetsova: party('Кузнецова Елена Викторовна', '', '40817810099910007745', DEMO_BANK.bik),
} as const;

const MONTHS = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
];

/** A number in [0, 1) fixed by the key. */
const unit = (key: string) =>
  createHash('sha256').update(key).digest().readUInt32BE(0) / 0x1_0000_0000;

/** A sum between `min` and `max`, rounded to `step` roubles, fixed by the key. */
const sum = (key: string, min: number, max: number, step = 10) =>
  `${Math.round((min + unit(key) * (max - min)) / step) * step}.00`;

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const ru = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

interface Payment {
  to?: WrittenParty;
  from?: WrittenParty;
  amount: string;
  purpose: string;
}

/** The payments due on a working day (by day of month and weekday). */
function paymentsOf(day: string, monday: boolean): Payment[] {
  const d = Number(day.slice(8, 10));
  const month = MONTHS[Number(day.slice(5, 7)) - 1]!;
  const previous = MONTHS[(Number(day.slice(5, 7)) + 10) % 12]!;
  const week = Math.floor(Date.parse(day) / (7 * 86_400_000));
  const c = DEMO_COUNTERPARTIES;
  const out: Payment[] = [];
  // The first working day of the month (the 1st, or the Monday after it): the monthly bills.
  const first = d === 1 || (monday && d <= 3);
  if (first) {
    out.push(
      {
        to: c.warehouse,
        amount: '85000.00',
        purpose: `Арендная плата за ${month} ${day.slice(0, 4)} г. по договору аренды № 12-С от 01.02.2026. НДС не облагается`,
      },
      {
        to: c.accounting,
        amount: '25000.00',
        purpose: `Оплата бухгалтерских услуг за ${previous} по договору № 7 от 10.01.2026. НДС не облагается`,
      },
    );
  }
  if (d === 10 || (monday && (d === 11 || d === 12))) {
    out.push(
      {
        to: c.smirnov,
        amount: '45000.00',
        purpose: `Заработная плата за ${previous}. НДФЛ удержан`,
      },
      {
        to: c.kuznetsova,
        amount: '38000.00',
        purpose: `Заработная плата за ${previous}. НДФЛ удержан`,
      },
    );
  }
  if (d === 25 || (monday && (d === 26 || d === 27))) {
    out.push(
      { to: c.smirnov, amount: '20000.00', purpose: `Аванс по заработной плате за ${month}` },
      { to: c.kuznetsova, amount: '17000.00', purpose: `Аванс по заработной плате за ${month}` },
    );
  }
  if (d === 28 || (monday && (d === 29 || d === 30))) {
    out.push({
      to: c.tax,
      amount: sum(`${day}tax`, 29000, 34000, 100),
      purpose: 'Единый налоговый платеж',
    });
  }
  if (d === 15 || (monday && (d === 16 || d === 17))) {
    out.push({
      to: c.textile,
      amount: sum(`${day}textile`, 180000, 420000, 1000),
      purpose: `Оплата по счету № ${100 + (week % 900)} за трикотажные изделия (футболки, худи). В т.ч. НДС 20%`,
    });
  }
  if (d === 20 || (monday && (d === 21 || d === 22))) {
    out.push({
      to: c.ads,
      amount: '15000.00',
      purpose: `Оплата по договору оферты за рекламные услуги Яндекс Директ, ${month}. В т.ч. НДС 20%`,
    });
  }
  if (monday) {
    out.push({
      to: c.transport,
      amount: sum(`${day}transport`, 6000, 15000),
      purpose: `Оплата за доставку груза на склад WB по заявке ${2000 + (week % 1000)}. Без НДС`,
    });
    if (week % 2 === 0) {
      out.push({
        to: c.packaging,
        amount: sum(`${day}boxes`, 8000, 25000),
        purpose: `Оплата по счету № ${400 + (week % 500)} за коробки гофрокартонные. В т.ч. НДС 20%`,
      });
    }
    if (week % 4 === 1) {
      out.push({
        to: c.labels,
        amount: sum(`${day}labels`, 3000, 7000),
        purpose: 'Оплата за этикетки термо 58x40 и печать штрихкодов. НДС не облагается',
      });
    }
    if (week % 6 === 3) {
      out.push({
        to: c.photo,
        amount: sum(`${day}photo`, 12000, 30000, 500),
        purpose: 'Оплата за фотосъемку товаров для карточек маркетплейса. НДС не облагается',
      });
    }
  }
  if (weekday(day) === 4 && week % 3 === 0) {
    out.push({
      from: c.buyer,
      amount: sum(`${day}buyer`, 40000, 90000, 100),
      purpose: `Оплата по договору поставки 15/26 по счету № ${week % 1000}. В т.ч. НДС 20%`,
    });
  }
  return out;
}

/** Last working day of its month? (The bank's fee and interest come then.) */
function lastWorkingDay(day: string): boolean {
  let next = addDays(day, 1);
  while (weekday(next) === 0 || weekday(next) === 6) next = addDays(next, 1);
  return next.slice(0, 7) !== day.slice(0, 7);
}

/** The statement's documents from `from` to `to` (ISO dates, both included). */
export function demoStatementDocuments(
  company: { name: string; inn: string },
  from: string,
  to: string,
): WrittenDocument[] {
  const self = us(company.name, company.inn);
  const docs: WrittenDocument[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (weekday(day) === 0 || weekday(day) === 6) continue;
    const payments = paymentsOf(day, weekday(day) === 1);
    if (lastWorkingDay(day)) {
      const month = MONTHS[Number(day.slice(5, 7)) - 1]!;
      payments.push(
        {
          to: DEMO_COUNTERPARTIES.bank,
          amount: '1490.00',
          purpose: `Комиссия за обслуживание счета за ${month} ${day.slice(0, 4)} г.`,
        },
        {
          from: DEMO_COUNTERPARTIES.bank,
          amount: sum(`${day}interest`, 2500, 9000, 1),
          purpose: `Выплата процентов на остаток по счету за ${month} ${day.slice(0, 4)} г.`,
        },
      );
    }
    // Our orders are numbered by the day of the year; a payer's number is its own.
    const dayOfYear =
      Math.round((Date.parse(day) - Date.parse(`${day.slice(0, 4)}-01-01`)) / 86_400_000) + 1;
    payments.forEach((p, i) => {
      docs.push({
        kind:
          p.from === DEMO_COUNTERPARTIES.bank || p.to === DEMO_COUNTERPARTIES.bank
            ? 'Банковский ордер'
            : undefined,
        number: p.from
          ? String(1000 + Math.floor(unit(`${day}${i}n`) * 90000))
          : String(dayOfYear * 10 + i),
        date: day,
        amount: p.amount,
        payer: p.from ?? self,
        payee: p.to ?? self,
        purpose: p.purpose,
      });
    });
  }
  return docs;
}

/**
 * The demo statement file: the 13 weeks up to yesterday (Moscow), windows-1251 as the bank
 * exports it, with its period for the import's log line.
 */
export function demoStatementFile(
  company: { name: string; inn: string },
  today = mskDate(),
): { bytes: Buffer; from: string; to: string; opening: string; documents: number } {
  const to = addDays(today, -1);
  const from = addDays(to, -90);
  const documents = demoStatementDocuments(company, from, to);
  const text = writeOneC({
    sender: 'Т-Бизнес',
    account: DEMO_BANK_ACCOUNT,
    from,
    to,
    opening: OPENING,
    documents,
  });
  return {
    bytes: encodeSingleByte(text, 'windows-1251'),
    from,
    to,
    opening: OPENING,
    documents: documents.length,
  };
}

export const demoStatementName = (from: string, to: string) =>
  `Выписка ${DEMO_BANK_ACCOUNT} ${ru(from)}-${ru(to)}.txt`;
