import { moduleError } from '../../lib/errors';

/** Every code the profile (name, password, e-mail, second factor) answers a refusal with. */
export type ProfileErrorCode = 'UNAUTHENTICATED' | 'VALIDATION_FAILED' | 'TOTP_NOT_STARTED';

export const profileError = moduleError<ProfileErrorCode>();

/** The 400 with the message of one field (the form shows it there). */
export const fieldInvalid = (field: string, message: string) =>
  profileError('VALIDATION_FAILED', 'Проверьте поля', { fieldErrors: { [field]: [message] } });

export const sessionEnded = () => profileError('UNAUTHENTICATED', 'Сессия завершена');

export const totpNotStarted = () =>
  profileError('TOTP_NOT_STARTED', 'Сначала начните подключение приложения', { status: 409 });
