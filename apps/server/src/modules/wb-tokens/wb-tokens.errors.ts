import { moduleError } from '../../lib/errors';

/** Every code the WB tokens answer a refused request with. */
export type WbTokensErrorCode =
  | 'NOT_FOUND'
  | 'VALIDATION_FAILED'
  | 'WB_SELLER_ALREADY_CONNECTED'
  | 'WB_TOKEN_EXISTS'
  | 'WB_UNAVAILABLE';

export const wbTokensError = moduleError<WbTokensErrorCode>();

export const tokenNotFound = () => wbTokensError('NOT_FOUND', 'Токен не найден');

export const accountNotFound = () => wbTokensError('NOT_FOUND', 'Кабинет WB не найден');

/** A 400 about the pasted token, shown on its field too. */
export const tokenError = (message: string) =>
  wbTokensError('VALIDATION_FAILED', message, { fieldErrors: { token: [message] } });

/** The 400 for a token added to an account the company does not have. */
export const accountFieldNotFound = () =>
  wbTokensError('VALIDATION_FAILED', 'Проверьте поля', {
    fieldErrors: { accountId: ['Кабинет WB не найден'] },
  });

/** The 409 for a seller the company has already connected as another account. */
export const sellerAlreadyConnected = (accountName: string) =>
  wbTokensError(
    'WB_SELLER_ALREADY_CONNECTED',
    `Этот продавец WB уже подключён в компании как «${accountName}»`,
    {
      status: 409,
      fieldErrors: { token: [`Этот продавец WB уже подключён как кабинет «${accountName}»`] },
    },
  );

export const tokenExists = () =>
  wbTokensError('WB_TOKEN_EXISTS', 'Этот токен уже добавлен к кабинету', {
    status: 409,
    fieldErrors: { token: ['Этот токен уже добавлен к кабинету'] },
  });

/** WB could not be reached or failed: a 503, the user should try later. */
export const wbUnavailable = (message: string) =>
  wbTokensError('WB_UNAVAILABLE', message, { status: 503 });
