/**
 * The money pages as a seller works them, on the demo company's management accounts: a bank
 * statement in the 1C format (windows-1251, as banks export it) imported into the journal,
 * imported again with nothing added, and its rent in the P&L, whose cell opens the very
 * transactions behind it.
 */
import { mskDate } from '@wb/shared/dates/msk';
import {
  encodeSingleByte,
  writeOneC,
  type WrittenParty,
} from '../../apps/server/src/modules/finances/statements/onec-writer';
import { seedCompanyOf } from '../support/seed';
import { apiSignIn, demoUser } from '../support/session';
import { expect, test, type Locator } from '../support/test';

const ACCOUNT = 'Расчётный счёт в Сбербанке';
const AMOUNTS = ['48250.00', '1750.50'] as const;
const PURPOSE = 'Аренда склада по договору 7/26 (проверка e2e)';

/** "−48 250,00 ₽" → 48250 (the statement's expense lines are shown with their sign). */
const moneyOf = async (cell: Locator) =>
  Math.abs(Number((await cell.innerText()).replace(/[^\d,]/g, '').replace(',', '.')));

/** The statement: two rent payments of today to the demo's landlord, from the company's account. */
async function statementFile(email: string): Promise<Buffer> {
  const landlord = await seedCompanyOf(email, async (client, companyId) => {
    const l = await client.query<{ name: string; inn: string }>(
      `SELECT name, inn FROM counterparties WHERE company_id = $1 AND name = 'ООО «Склад-Сервис»'`,
      [companyId],
    );
    return l.rows[0]!;
  });
  const today = mskDate();
  const us: WrittenParty = {
    name: 'ООО «Демо-продавец»',
    inn: '7707083893',
    account: '40702810938000012345',
    bik: '044525225',
  };
  const them: WrittenParty = {
    name: landlord.name,
    inn: landlord.inn,
    account: '40702810400000099887',
    bik: '044525593',
  };
  const text = writeOneC({
    sender: 'ПАО Сбербанк',
    account: us.account,
    from: today,
    to: today,
    opening: '1000000.00',
    documents: AMOUNTS.map((amount, i) => ({
      number: String(9100 + i),
      date: today,
      amount,
      payer: us,
      payee: them,
      purpose: `${PURPOSE}, платёж ${i + 1}. НДС не облагается`,
    })),
  });
  return encodeSingleByte(text, 'windows-1251');
}

test('a bank statement: imported once, again with nothing added, its rent in the P&L down to the rows', async ({
  page,
}) => {
  const owner = demoUser('Владелец');
  const file = {
    name: 'kl_to_1c.txt',
    mimeType: 'text/plain',
    buffer: await statementFile(owner.email),
  };
  await apiSignIn(page.request, owner);
  await page.setViewportSize({ width: 1440, height: 900 });

  const rent = page.getByRole('button', { name: 'Аренда, Итого: открыть строки' });
  await page.goto('/reports/income?period=thisMonth');
  await expect(rent).toBeVisible();
  const before = await moneyOf(rent);

  // The import: the preview says what it will do, nothing is written before the confirmation.
  await page.goto('/finances/transactions');
  const importDialog = page.getByRole('dialog', { name: 'Импорт банковской выписки' });
  const importOnce = async () => {
    await page.getByRole('button', { name: 'Импорт выписки' }).click();
    await importDialog.getByLabel('Файл выписки').setInputFiles(file);
    await expect(importDialog.getByText(/^Выписка 1С \(ПАО Сбербанк\)/)).toBeVisible();
    const account = importDialog.getByLabel('Счёт в учёте');
    if ((await account.inputValue()) === '') await account.selectOption({ label: ACCOUNT });
    await expect(account).toHaveValue(/.+/);
  };
  await importOnce();
  await expect(importDialog.getByText(/новых 2, уже в учёте или повторов 0/)).toBeVisible();
  await page.screenshot({ path: '.artifacts/statement-preview.png' });
  await importDialog.getByRole('button', { name: 'Загрузить 2 операции' }).click();
  await expect(importDialog.getByText(/^Добавлены 2 операции/)).toBeVisible();
  await importDialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(importDialog).toBeHidden();

  // The same file again: recognised, nothing to add, the import cannot be pressed.
  await importOnce();
  await expect(importDialog.getByText(/новых 0, уже в учёте или повторов 2/)).toBeVisible();
  await expect(importDialog.getByText('Все операции выписки уже есть в учёте')).toBeVisible();
  await expect(importDialog.getByRole('button', { name: 'Загрузить', exact: true })).toBeDisabled();
  await importDialog.getByRole('button', { name: 'Отмена' }).click();

  // The rule by the landlord's ИНН put both on «Аренда склада»: the P&L's rent grew by them.
  await page.goto('/reports/income?period=thisMonth');
  await expect
    .poll(() => moneyOf(rent))
    .toBeCloseTo(before + AMOUNTS.reduce((s, a) => s + Number(a), 0), 2);

  // The cell opens the journal's transactions behind it, these two among them.
  await rent.click();
  const drill = page.getByRole('dialog', { name: /^Аренда: / });
  await expect(drill.getByRole('row').filter({ hasText: PURPOSE })).toHaveCount(2);
  await page.screenshot({ path: '.artifacts/pnl-drill-rent.png' });
});
