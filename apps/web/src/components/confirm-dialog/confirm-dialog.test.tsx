import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider, useConfirm, type ConfirmOptions } from '.';

function Harness({ options }: { options?: ConfirmOptions }) {
  const confirm = useConfirm();
  const [result, setResult] = useState('none');
  return (
    <>
      <button onClick={async () => setResult(String(await confirm(options)))}>delete</button>
      <output data-testid="result">{result}</output>
    </>
  );
}

const setup = (options?: ConfirmOptions) => {
  render(
    <ConfirmProvider>
      <Harness options={options} />
    </ConfirmProvider>,
  );
  return userEvent.setup();
};

describe('ConfirmDialog', () => {
  it('shows the seed texts and a red confirm button, and resolves true on confirm', async () => {
    const user = setup();
    await user.click(screen.getByText('delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Вы уверены?');
    const confirm = screen.getByRole('button', { name: 'Да' });
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
    expect(confirm.className).toMatch(/MuiButton-contained/);
    expect(confirm.className).toMatch(/MuiButton-colorError/);
    await user.click(confirm);
    await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('true'));
  });

  it('resolves false on cancel', async () => {
    const user = setup();
    await user.click(screen.getByText('delete'));
    await user.click(await screen.findByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('false'));
  });

  it('keeps confirm disabled until the keyword is typed exactly', async () => {
    const user = setup({ keyword: 'ООО Ромашка' });
    await user.click(screen.getByText('delete'));
    const confirm = await screen.findByRole('button', { name: 'Да' });
    const input = screen.getByRole('textbox');
    expect(confirm).toBeDisabled();
    await user.type(input, 'ооо ромашка');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'ООО Ромашка ');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'ООО Ромашка');
    expect(confirm).toBeEnabled();
  });

  it('needs the acknowledgement checkbox too when both are asked', async () => {
    const user = setup({ keyword: 'abc', acknowledgement: 'Я понимаю, что данные удалятся' });
    await user.click(screen.getByText('delete'));
    const confirm = await screen.findByRole('button', { name: 'Да' });
    await user.type(screen.getByRole('textbox'), 'abc');
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Я понимаю, что данные удалятся' }));
    expect(confirm).toBeEnabled();
    await user.click(screen.getByRole('checkbox'));
    expect(confirm).toBeDisabled();
  });

  it('closes (cancels) on a click outside by default', async () => {
    const user = setup();
    await user.click(screen.getByText('delete'));
    await screen.findByRole('dialog');
    await user.click(document.querySelector('.MuiBackdrop-root')!);
    await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('false'));
  });

  it('can be made to ignore clicks outside', async () => {
    const user = setup({ closeOnOutsideClick: false });
    await user.click(screen.getByText('delete'));
    await screen.findByRole('dialog');
    await user.click(document.querySelector('.MuiBackdrop-root')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByTestId('result')).toHaveTextContent('none');
  });

  it('takes custom texts', async () => {
    const user = setup({
      title: 'Удалить кабинет?',
      confirmText: 'Удалить',
      cancelText: 'Оставить',
    });
    await user.click(screen.getByText('delete'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Удалить кабинет?');
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оставить' })).toBeInTheDocument();
  });
});
