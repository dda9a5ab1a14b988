import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meOf } from '../../test/me';
import { renderFeature } from '../../test/render-feature';
import { AppHeader } from './app-header';

const company = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'ООО «Ромашка» (демо)',
  roleId: '00000000-0000-4000-8000-0000000000a1',
  roleName: 'Владелец',
  isOwner: true,
  blocked: false,
};
const me = meOf({ companies: [company], currentCompany: company });

/** The media queries MUI asks (`(min-width:900px)`, `(max-width:599.95px)`) at a screen width. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}
afterEach(() => vi.unstubAllGlobals());

const renderHeader = () =>
  renderFeature(<AppHeader me={me} title="Остатки на складах WB" onOpenMenu={() => undefined} />);

// The first render loads the header's lazy parts (sync indicator, menus): slow on a busy runner.
describe('AppHeader', { timeout: 20_000 }, () => {
  it('on a phone puts the title on a row of its own and gives the company the first row', async () => {
    screenWidth(375);
    renderHeader();
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Остатки на складах WB');
    expect(screen.getByTestId('page-title-row')).toContainElement(title);
    expect(screen.getByRole('button', { name: 'Открыть меню' })).toBeInTheDocument();
    expect(screen.getByTestId('company-switcher')).toHaveTextContent('ООО «Ромашка» (демо)');
    // Language and theme leave the row to the company; the theme is in the user menu.
    expect(screen.queryByTestId('language-menu')).toBeNull();
    expect(screen.queryByTestId('theme-toggle')).toBeNull();
    await userEvent.setup().click(screen.getByTestId('user-menu'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Включить тёмную тему' })).toBeVisible();
  });

  it('on a wide screen keeps one row: title, company, language, theme, user', async () => {
    screenWidth(1280);
    renderHeader();
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Остатки на складах WB');
    expect(screen.queryByTestId('page-title-row')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Открыть меню' })).toBeNull();
    expect(screen.getByTestId('company-switcher')).toHaveTextContent('ООО «Ромашка» (демо)');
    expect(screen.getByTestId('language-menu')).toBeInTheDocument();
    expect(screen.getByTestId('theme-toggle')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByTestId('user-menu'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Включить тёмную тему' })).toBeNull();
  });
});
