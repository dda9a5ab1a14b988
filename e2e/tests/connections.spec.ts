import { expect, test } from '../support/test';
import { apiSignIn, demoUser } from '../support/session';

/** The WB sandbox issues a token for a new seller, as WB's cabinet would. */
async function sandboxToken(sellerName: string) {
  const sandbox = process.env.E2E_WB_SANDBOX_URL!;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${sandbox}/__control/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return res.json() as Promise<Record<string, string>>;
  };
  const { sid } = await post('sellers', { name: sellerName, seed: 7 });
  const { token } = await post('tokens', {
    sid: sid!,
    categories: ['content', 'statistics', 'prices', 'analytics', 'finance'],
  });
  return { sid: sid!, token: token! };
}

test('organization → WB account → token verified with WB → the account knows its seller', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  await apiSignIn(page.request, demoUser('Владелец'));

  // An organization: a wrong ИНН is refused on the field, the right one is accepted.
  await page.goto('/organizations');
  await page.getByRole('button', { name: 'Добавить организацию' }).first().click();
  const orgDialog = page.getByRole('dialog');
  await orgDialog.getByLabel(/^Название/).fill(`ООО «Е2Е ${suffix}»`);
  await orgDialog.getByLabel('ИНН').fill('7707083894');
  await orgDialog.getByLabel('КПП').fill('773601001');
  await orgDialog.getByLabel('ОГРН').fill('1027700132195');
  await orgDialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(orgDialog.getByText(/контрольн/i).first()).toBeVisible();
  await orgDialog.getByLabel('ИНН').fill('7707083893');
  await orgDialog
    .getByLabel('КПП')
    .fill(`7736${suffix.slice(-5).replace(/\D/g, '0').padStart(5, '0')}`);
  await orgDialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(orgDialog).toBeHidden();
  await expect(page.getByText(`ООО «Е2Е ${suffix}»`, { exact: true })).toBeVisible();

  // A WB account of that organization, with no token yet.
  const accountName = `Магазин ${suffix}`;
  await page.goto('/accounts-wb');
  await page.getByRole('button', { name: 'Добавить кабинет' }).first().click();
  const accountDialog = page.getByRole('dialog');
  await accountDialog.getByLabel(/^Название/).fill(accountName);
  await accountDialog.getByLabel('Организация').click();
  await page.getByRole('option', { name: `ООО «Е2Е ${suffix}»` }).click();
  await accountDialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(accountDialog).toBeHidden();
  const card = page.getByRole('article').filter({ hasText: accountName });
  await expect(card.getByText('Продавец WB станет известен после проверки токена')).toBeVisible();

  // A token: previewed from its payload, then verified with WB (the sandbox) and saved.
  const seller = await sandboxToken(`ООО «Продавец ${suffix}»`);
  await page.goto('/settings/tokens');
  await page.getByRole('button', { name: `Добавить токен кабинету ${accountName}` }).click();
  const tokenDialog = page.getByRole('dialog');
  await tokenDialog.getByLabel(/^Токен/).fill(seller.token);
  await expect(tokenDialog.getByText(seller.sid)).toBeVisible();
  await tokenDialog.getByLabel(/^Название/).fill('Основной');
  await tokenDialog.getByRole('button', { name: 'Проверить и сохранить' }).click();
  await expect(tokenDialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText(`••••${seller.token.slice(-4)}`)).toBeVisible();
  await expect(page.getByText(seller.token)).toHaveCount(0);

  await page.goto('/accounts-wb');
  await expect(card.getByText(`ID продавца: ${seller.sid}`)).toBeVisible();
  await expect(card.getByText(`ООО «Продавец ${suffix}»`, { exact: true })).toBeVisible();
});
