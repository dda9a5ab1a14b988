import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../test/render';
import UpdatePrompt from './update-prompt';

describe('update prompt (seed §4)', () => {
  it("shows 'Доступно обновление' with the single button 'Обновить'", async () => {
    const activate = vi.fn(async () => undefined);
    renderWithStore(<UpdatePrompt activate={activate} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Доступно обновление');
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Обновить']);
    await userEvent.click(buttons[0]!);
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('cannot be closed by Esc or a click outside', async () => {
    renderWithStore(<UpdatePrompt activate={vi.fn(async () => undefined)} />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.querySelector('.MuiBackdrop-root')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
