import { moduleError } from '../../lib/errors';

/** Every code sign-in, registration, the e-mail links, sessions and /api/me answer a refusal with. */
export type AuthErrorCode =
  | 'UNAUTHENTICATED'
  | 'NOT_FOUND'
  | 'VALIDATION_FAILED'
  | 'TOKEN_INVALID'
  | 'REGISTRATION_CLOSED'
  | 'INVALID_CREDENTIALS'
  | 'ACCOUNT_BLOCKED'
  | 'EMAIL_NOT_VERIFIED'
  | 'INVALID_CODE'
  | 'TOO_MANY_ATTEMPTS'
  | 'EMAIL_TAKEN'
  | 'INVITATION_FOR_ANOTHER_EMAIL'
  | 'CSRF_REJECTED'
  | 'NO_COMPANY';

export const authError = moduleError<AuthErrorCode>();

/** The 400 with the messages of the fields (the form shows them there). */
export const fieldsInvalid = (fieldErrors: Record<string, string[]>) =>
  authError('VALIDATION_FAILED', 'Проверьте поля', { fieldErrors });

export const invalidLink = () =>
  authError('TOKEN_INVALID', 'Ссылка недействительна или устарела. Запросите новую.');

export const registrationClosed = () =>
  authError('REGISTRATION_CLOSED', 'Регистрация новых пользователей сейчас закрыта', {
    status: 403,
  });

export const invalidCredentials = () =>
  authError('INVALID_CREDENTIALS', 'Неверная почта или пароль', { status: 401 });

export const accountBlocked = () =>
  authError('ACCOUNT_BLOCKED', 'Учётная запись заблокирована администратором платформы', {
    status: 403,
  });

export const emailNotVerified = () =>
  authError('EMAIL_NOT_VERIFIED', 'Подтвердите адрес почты по ссылке из письма', { status: 403 });

export const invalidCode = () => authError('INVALID_CODE', 'Неверный код', { status: 401 });

/** The code was right but already used once (docs/budgets.md#mfa). */
export const CODE_USED_MESSAGE =
  'Этот код уже использован. Дождитесь следующего кода в приложении.';
export const codeUsed = () => authError('INVALID_CODE', CODE_USED_MESSAGE, { status: 401 });

export const tooManyAttempts = (windowMinutes: number) =>
  authError(
    'TOO_MANY_ATTEMPTS',
    `Слишком много неудачных попыток. Попробуйте через ${windowMinutes} минут или восстановите пароль.`,
    { status: 429 },
  );

export const emailTaken = () =>
  authError('EMAIL_TAKEN', 'Этот адрес уже занят другой учётной записью', { status: 409 });

export const invitationForAnotherEmail = (email: string) =>
  authError(
    'INVITATION_FOR_ANOTHER_EMAIL',
    `Приглашение отправлено на адрес ${email}. Войдите с ним.`,
    { status: 403 },
  );

export const csrfRejected = () =>
  authError('CSRF_REJECTED', 'Запрос отклонён: он пришёл не со страницы приложения', {
    status: 403,
  });

export const signInRequired = () => authError('UNAUTHENTICATED', 'Требуется вход в систему');

export const sessionEnded = () => authError('UNAUTHENTICATED', 'Сессия завершена');

export const noCompany = () =>
  authError('NO_COMPANY', 'Выберите компанию или создайте новую', { status: 403 });

export const companyNotFound = () => authError('NOT_FOUND', 'Компания не найдена');

export const sessionNotFound = () => authError('NOT_FOUND', 'Сеанс не найден');
