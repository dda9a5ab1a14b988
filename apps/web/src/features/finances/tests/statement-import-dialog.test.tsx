import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatementImportRow, StatementPreview } from '@wb/shared/finances/statements.contract';
import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest } from '../../../app/query/api-client';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import { StatementImportDialog } from '../components/statement-import-dialog';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
type Body = { file: File; accountId?: string; statementAccount?: string };
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: { path: string }, request?: { body?: Body }) => Promise<unknown>
>;

beforeAll(initTestI18n);
afterEach(() => api.mockReset());

const ACCOUNTS = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Т-Банк', type: 'bank', archived: false },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Касса', type: 'cash', archived: false },
  { id: '44444444-4444-4444-8444-444444444444', name: 'Старый', type: 'bank', archived: true },
  { id: '55555555-5555-4555-8555-555555555555', name: 'WB', type: 'marketplace', archived: false },
];

const row = (line: number, extra: Partial<StatementImportRow> = {}): StatementImportRow => ({
  line,
  number: String(line),
  date: '2026-10-05',
  kind: 'expense',
  amount: '4800.00',
  counterparty: { name: 'ООО "ЯНДЕКС"', inn: '7736207543', id: null },
  purpose: 'Оплата рекламы',
  category: { id: '33333333-3333-4333-8333-333333333333', name: 'Реклама' },
  status: 'new',
  issues: [],
  ...extra,
});

const preview = (rows: StatementImportRow[], accountId?: string): StatementPreview => {
  const account = ACCOUNTS.find((a) => a.id === accountId);
  const count = (s: StatementImportRow['status']) => rows.filter((r) => r.status === s).length;
  return {
    fileName: 'statement.txt',
    format: '1c',
    encoding: 'windows-1251',
    sender: 'Т-Бизнес',
    from: '2026-10-01',
    to: '2026-10-31',
    statementAccounts: ['40702810510000123456'],
    statementAccount: '40702810510000123456',
    otherAccountRows: 0,
    account: account ? { id: account.id, name: account.name, currency: 'RUB' } : null,
    issues: account
      ? []
      : [
          {
            line: 1,
            severity: 'error',
            message: 'Выберите счёт, на который импортировать выписку',
          },
        ],
    rows,
    counts: {
      new: count('new'),
      duplicate: count('duplicate'),
      repeated: count('repeated'),
      error: count('error'),
    },
    newIncome: '0.00',
    newExpense: '4800.00',
    canImport: Boolean(account) && count('error') === 0,
  };
};

const BROKEN = row(17, {
  amount: null,
  kind: 'expense',
  status: 'error',
  issues: [{ line: 17, severity: 'error', message: 'Сумма «12,5,0» — не положительное число' }],
});

describe('StatementImportDialog', () => {
  it('shows row errors, asks for the account, and imports only a clean statement', async () => {
    const bodies: Body[] = [];
    api.mockImplementation(async (contract, request) => {
      if (contract.path === '/api/finances/options') {
        return { accounts: ACCOUNTS, categories: [], counterparties: [] };
      }
      const body = request!.body!;
      if (contract.path === '/api/finances/statements/preview') {
        bodies.push(body);
        const text = await body.file.text();
        return preview(
          text.includes('broken') ? [row(2), BROKEN] : [row(2), row(3, { status: 'duplicate' })],
          body.accountId,
        );
      }
      if (contract.path === '/api/finances/statements/import') {
        return { inserted: 1, skipped: 1, accountId: body.accountId };
      }
      throw new Error(contract.path);
    });
    renderFeature(<StatementImportDialog onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Импорт банковской выписки' });
    const file = within(dialog).getByLabelText('Файл выписки');

    await userEvent.upload(file, new File(['broken'], 'broken.txt', { type: 'text/plain' }));
    expect(
      await within(dialog).findByText('Строка 17: Сумма «12,5,0» — не положительное число'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Строка 1: Выберите счёт, на который импортировать выписку'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Загрузить' })).toBeDisabled();

    await userEvent.upload(file, new File(['good'], 'good.txt', { type: 'text/plain' }));
    const select = await within(dialog).findByLabelText('Счёт в учёте');
    // Bank, cash and card accounts in use; not an archived one nor a WB cabinet's balance.
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['— выберите счёт —', 'Т-Банк', 'Касса']),
    );
    await userEvent.selectOptions(select, 'Т-Банк');
    const confirm = await within(dialog).findByRole('button', { name: 'Загрузить 1 операцию' });
    expect(within(dialog).getByText('Уже в учёте')).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({ accountId: ACCOUNTS[0]!.id });
    await userEvent.click(confirm);
    expect(
      await within(dialog).findByText('Добавлена 1 операция, пропущено уже загруженных: 1'),
    ).toBeInTheDocument();
    expect(api.mock.calls.filter(([c]) => c.path.endsWith('/import'))).toHaveLength(1);
  });
});
