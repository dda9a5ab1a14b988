import type { CommonErrorCode } from '@wb/shared';

const STATUS_BY_CODE: Record<CommonErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * An expected failure with a machine code and a message for people. Modules declare their own
 * codes (a string union in `<m>.errors.ts`) and pass the HTTP status they map to.
 */
export class AppError extends Error {
  constructor(
    public readonly code: string,
    message: string,
    public readonly statusCode: number = STATUS_BY_CODE[code as CommonErrorCode] ?? 400,
    public readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** What a module's error carries besides its code and message. */
export interface ModuleErrorOptions {
  /** The HTTP status when it is not the code's usual one (a common code's, else 400). */
  status?: number;
  fieldErrors?: Record<string, string[]>;
}

/**
 * The error constructor of a module, typed by the module's union of codes (`<m>.errors.ts`):
 * a code outside the union does not compile.
 */
export const moduleError =
  <Code extends string>() =>
  (code: Code, message: string, options: ModuleErrorOptions = {}): AppError =>
    new AppError(code, message, options.status, options.fieldErrors);

export const notFound = (message = 'Не найдено') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'Недостаточно прав') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Требуется вход в систему') =>
  new AppError('UNAUTHENTICATED', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const validationFailed = (
  fieldErrors: Record<string, string[]>,
  message = 'Проверьте поля',
) => new AppError('VALIDATION_FAILED', message, 400, fieldErrors);

/** A PostgreSQL unique violation (23505), raw from pg or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
