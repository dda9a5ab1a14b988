import { expect, test, type Browser, type Page } from '../support/test';
import { currentTotp } from '../../apps/server/src/modules/auth/totp';
import { apiSignIn, localLink, registeredUser, uiSignIn, waitForMail } from '../support/session';

const PASSWORD = 'e2e passphrase that is long';
let seq = 0;
const newEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}.${++seq}@e2e.example.com`;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  return context.newPage();
}

test.describe('identity', () => {
  test('register → confirm → sign in → second company → switch → invite → the member sees only what the role allows', async ({
    page,
    browser,
  }) => {
    const email = newEmail('owner');
    await page.goto('/registration');
    await page.getByLabel('Имя и фамилия').fill('Ольга Основатель');
    await page.getByLabel('Электронная почта').fill(email);
    await page.getByLabel('Новый пароль', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Название компании').fill('ООО Первая');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.getByRole('heading', { name: 'Проверьте почту' })).toBeVisible();

    const { link } = await waitForMail(email, 'verify_email');
    await page.goto(localLink(link));
    await expect(page.getByText(`Адрес ${email} подтверждён`)).toBeVisible();
    await uiSignIn(page, { email, password: PASSWORD });
    await expect(page.getByTestId('company-switcher')).toContainText('ООО Первая');

    await page.goto('/companies');
    await page.getByRole('button', { name: 'Создать компанию' }).click();
    await page.getByRole('dialog').getByLabel('Название').fill('ООО Вторая');
    await page.getByRole('dialog').getByRole('button', { name: 'Создать' }).click();
    await expect(page.getByTestId('company-switcher')).toContainText('ООО Вторая');

    await page.getByTestId('company-switcher').click();
    await page.getByRole('menuitem', { name: 'ООО Первая' }).click();
    await expect(page.getByTestId('company-switcher')).toContainText('ООО Первая');

    const memberEmail = newEmail('logist');
    await page.goto('/users');
    await page.getByRole('button', { name: 'Пригласить' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail сотрудника').fill(memberEmail);
    await dialog.getByLabel('Роль').click();
    await page.getByRole('option', { name: 'Логист' }).click();
    await dialog.getByRole('button', { name: 'Отправить приглашение' }).click();
    await expect(page.getByText(`Приглашение отправлено на ${memberEmail}`)).toBeVisible();

    const invitation = await waitForMail(memberEmail, 'invitation');
    const member = await newPage(browser);
    await member.goto(`${process.env.E2E_BASE_URL}${localLink(invitation.link)}`);
    await expect(member.getByRole('heading', { name: 'Приглашение в «ООО Первая»' })).toBeVisible();
    await expect(member.getByLabel('Электронная почта')).toHaveValue(memberEmail);
    await member.getByLabel('Имя и фамилия').fill('Лев Логистов');
    await member.getByLabel('Новый пароль', { exact: true }).fill(PASSWORD);
    await member.getByRole('button', { name: 'Создать учётную запись и присоединиться' }).click();
    await member.getByRole('link', { name: 'Перейти ко входу' }).click();
    await uiSignIn(member, { email: memberEmail, password: PASSWORD });
    await expect(member.getByTestId('company-switcher')).toContainText('ООО Первая');
    const menu = member.getByTestId('side-menu');
    await expect(menu).toBeVisible();
    await menu
      .getByRole('button', { name: 'Настройки' })
      .click()
      .catch(() => undefined);
    await expect(menu.getByRole('link', { name: 'Сотрудники' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Роли и права' })).toHaveCount(0);
    await member.goto(`${process.env.E2E_BASE_URL}/users`);
    await expect(member.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
    await member.context().close();
  });

  test('forgot password → reset → the old session is gone', async ({ page, browser }) => {
    const user = await registeredUser(page);
    await apiSignIn(page.request, user);
    await page.goto('/profile');
    await expect(page.getByTestId('company-switcher')).toBeVisible();

    const other = await newPage(browser);
    await other.goto(`${process.env.E2E_BASE_URL}/forgot-password`);
    await other.getByLabel('Электронная почта').fill(user.email);
    await other.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(other.getByText('письмо со ссылкой уже в пути')).toBeVisible();
    const { link } = await waitForMail(user.email, 'password_reset');
    await other.goto(`${process.env.E2E_BASE_URL}${localLink(link)}`);
    const newPassword = 'a fresh and long passphrase';
    await other.getByLabel('Новый пароль', { exact: true }).fill(newPassword);
    await other.getByLabel('Повторите пароль').fill(newPassword);
    await other.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(other.getByText('Пароль изменён. Все сеансы завершены')).toBeVisible();
    await other.getByRole('link', { name: 'Войти' }).click();
    await uiSignIn(other, { email: user.email, password: newPassword });
    await expect(other.getByTestId('company-switcher')).toBeVisible();
    await other.context().close();

    await page.reload();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile/);
  });

  test('two-factor: enrol on the profile page, then sign in with a code', async ({ page }) => {
    const user = await registeredUser(page);
    await apiSignIn(page.request, user);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Подключить' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Пароль').fill(user.password);
    await dialog.getByRole('button', { name: 'Далее' }).click();
    const secret = (await dialog.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    await expect(dialog.getByTestId('totp-qr')).toBeVisible();
    await dialog.getByLabel('Код из приложения').fill(currentTotp(secret));
    await dialog.getByRole('button', { name: 'Подключить' }).click();
    await expect(page.getByText(/[a-z2-7]{5}-[a-z2-7]{5}/).first()).toBeVisible();

    await page.context().clearCookies();
    await page.goto('/login');
    await uiSignIn(page, user);
    await expect(page.getByRole('heading', { name: 'Код подтверждения' })).toBeVisible();
    await page.getByLabel('Код из приложения').fill('000000');
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page.getByText('Неверный код')).toBeVisible();
    await page.getByLabel('Код из приложения').fill(currentTotp(secret));
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page.getByTestId('company-switcher')).toBeVisible();
  });
});
