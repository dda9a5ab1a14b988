import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  CostImportPreview,
  CostImportRow,
} from '@wb/shared/product-costs/cost-import.contract';
import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest } from '../../../app/query/api-client';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import { ImportDialog } from '../components/import-dialog';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: { path: string }, request?: { body?: { file: File } }) => Promise<unknown>
>;

beforeAll(initTestI18n);
afterEach(() => api.mockReset());

const good = (row: number): CostImportRow => ({
  row,
  nmId: 111,
  vendorCode: 'ART-111',
  size: null,
  chrtId: null,
  unitCost: '1250.50',
  currency: 'RUB',
  validFrom: '2026-03-01',
  comment: null,
  title: 'Платье летнее',
  errors: [],
});
const preview = (rows: CostImportRow[]): CostImportPreview => ({
  fileName: 'costs.csv',
  format: 'csv',
  rows,
  valid: rows.filter((r) => r.errors.length === 0).length,
  invalid: rows.filter((r) => r.errors.length > 0).length,
});
const BAD_ROW: CostImportRow = {
  ...good(3),
  nmId: 999,
  title: null,
  errors: [
    { field: 'nmId', message: 'Строка 3, «Артикул WB»: товар с артикулом WB 999 не найден' },
  ],
};

function setup() {
  const onClose = vi.fn();
  renderFeature(<ImportDialog onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Импорт себестоимости' }) };
}
const csv = (text: string, name = 'costs.csv') => new File([text], name, { type: 'text/csv' });

describe('ImportDialog', () => {
  it('shows the bad rows and refuses to import until the file is fixed', async () => {
    api.mockImplementation(async (contract, request) => {
      if (contract.path === '/api/products/cost-import/preview') {
        return (await request!.body!.file.text()).includes('999')
          ? preview([good(2), BAD_ROW])
          : preview([good(2), { ...good(3), nmId: 222 }]);
      }
      if (contract.path === '/api/products/cost-import/commit') return { applied: 2 };
      throw new Error(contract.path);
    });
    const { dialog, onClose } = setup();
    const importButton = within(dialog).getByRole('button', { name: 'Загрузить' });
    expect(importButton).toBeDisabled();
    expect(within(dialog).getByRole('link', { name: 'Скачать шаблон' })).toHaveAttribute(
      'href',
      '/api/products/cost-import/template',
    );

    await userEvent.upload(
      within(dialog).getByLabelText('Файл себестоимости'),
      csv('Артикул WB;Себестоимость\n111;1250,50\n999;1\n'),
    );
    const table = await within(dialog).findByRole('table', { name: 'Строки файла' });
    expect(within(dialog).getByText('2 строки: без ошибок 1, с ошибками 1')).toBeInTheDocument();
    // Only the bad rows at first, highlighted with the reason naming the row and the column.
    const bad = within(table).getByText(BAD_ROW.errors[0]!.message).closest('tr')!;
    expect(bad).toHaveAttribute('aria-invalid', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Только строки с ошибками' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(dialog).getByRole('button', { name: 'Загрузить' })).toBeDisabled();
    expect(api.mock.calls.map(([c]) => c.path)).toEqual(['/api/products/cost-import/preview']);

    await userEvent.upload(
      within(dialog).getByLabelText('Файл себестоимости'),
      csv('Артикул WB;Себестоимость\n111;1250,50\n222;1\n'),
    );
    const confirm = await within(dialog).findByRole('button', { name: 'Загрузить 2 строки' });
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Загружено 2 записи себестоимости',
    );
    const commit = api.mock.calls.find(([c]) => c.path === '/api/products/cost-import/commit')!;
    // The file itself goes to the server (a form upload), under its own name.
    expect(commit[1]!.body!.file.name).toBe('costs.csv');
    expect(await commit[1]!.body!.file.text()).toContain('222;1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Готово' }));
    expect(onClose).toHaveBeenCalled();
  }, 20_000);

  it('says why a file cannot be read, and refuses a file over 5 MB without sending it', async () => {
    api.mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', 'В заголовке (строка 1) нет колонки «Себестоимость»'),
    );
    const { dialog } = setup();
    await userEvent.upload(within(dialog).getByLabelText('Файл себестоимости'), csv('a;b\n1;2\n'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Файл не проверен: В заголовке (строка 1) нет колонки «Себестоимость»',
    );
    api.mockClear();
    const big = csv('x', 'big.csv');
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await userEvent.upload(within(dialog).getByLabelText('Файл себестоимости'), big);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Файл «big.csv» больше 5 МБ — разделите его на части',
      ),
    );
    expect(api).not.toHaveBeenCalled();
  });
});
