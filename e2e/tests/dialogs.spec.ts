import { expect, test } from '../support/test';
import { apiSignIn, csrf, registeredUser } from '../support/session';

test.describe('confirmation dialog and notifications', () => {
  test('a keyword and an acknowledgement guard the deletion of a company', async ({ page }) => {
    const user = await registeredUser(page, 'ООО Остаётся');
    await apiSignIn(page.request, user);
    const created = await page.request.post('/api/companies', {
      data: { name: 'ООО На удаление' },
      headers: csrf,
    });
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/companies/${id}`);
    await page.getByRole('button', { name: 'Удалить компанию' }).click();
    const dialog = page.getByRole('dialog', { name: 'Удалить компанию «ООО На удаление»?' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Удалить' });
    await expect(confirm).toBeDisabled();
    // The confirm button is the red one.
    await expect(confirm).toHaveClass(/MuiButton-colorError/);
    const keyword = dialog.getByRole('textbox');
    await keyword.fill('ооо на удаление');
    await expect(confirm).toBeDisabled();
    await keyword.fill('ООО На удаление');
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('checkbox').check();
    await expect(confirm).toBeEnabled();
    await dialog.getByRole('checkbox').uncheck();
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('checkbox').check();
    await confirm.click();
    await expect(page).toHaveURL(/\/companies$/);
    await expect(page.getByTestId('company-switcher')).toContainText('ООО Остаётся');
    expect((await page.request.get(`/api/companies/${id}`)).status()).toBe(404);
  });

  test('a plain confirmation closes on a click outside and changes nothing', async ({
    page,
    browser,
  }) => {
    const user = await registeredUser(page);
    await apiSignIn(page.request, user);
    // A second session, so "sign out everywhere else" has something to do.
    const other = await browser.newContext();
    await apiSignIn(other.request, user);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Выйти на всех других устройствах' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    expect((await other.request.get('/api/me')).status()).toBe(200);
    await other.close();
  });

  test('notifications stack to at most three, bottom-left, and go away after 5 s', async ({
    page,
  }) => {
    const user = await registeredUser(page);
    await apiSignIn(page.request, user);
    await page.goto('/settings/user-general-settings');
    const save = page.getByRole('button', { name: 'Сохранить' });
    await expect(save).toBeVisible();
    const toggle = page.getByRole('checkbox').first();
    const snackbars = page.locator('.notistack-MuiContent');
    // Five saves in quick succession: five notifications asked for, three shown at most.
    let most = 0;
    for (let i = 0; i < 5; i++) {
      await toggle.click(); // the form saves only a change
      await save.click();
      await expect(save).toBeDisabled(); // saved: the form is clean again
      most = Math.max(most, await snackbars.count());
    }
    expect(most).toBeLessThanOrEqual(3);
    await expect(snackbars).toHaveCount(3);
    // Where they stack: the notistack container, pinned to the bottom-left corner.
    const box = (await page.locator('.notistack-SnackbarContainer').boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBeLessThan(viewport.width / 3);
    expect(box.y).toBeGreaterThan(viewport.height / 2);
    await expect(snackbars).toHaveCount(0, { timeout: 12_000 });
  });
});
