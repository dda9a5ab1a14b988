/**
 * WB's error bodies (docs/wb-notes.md#errors). The auth gateway answers 401/403/429 as
 * `application/problem+json`; a bad request is answered in each API's own shape.
 */
import { randomBytes } from 'node:crypto';

export type ErrorStyle =
  | 'content'
  | 'prices'
  | 'statistics'
  | 'analytics'
  | 'finance'
  | 'tariffs'
  | 'supplies'
  | 'advert'
  | 'marketplace'
  | 'reports'
  | 'common';

export interface ErrorAnswer {
  status: number;
  contentType: string;
  body: string;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const requestId = () => randomBytes(16).toString('hex');

const code = () =>
  `${randomBytes(4).toString('hex')}-${randomBytes(6).toString('hex')}-[UK-${randomBytes(6).toString('base64url')}]`;

/** Gateway problem (401, 403, 429, 5xx) with WB's fields. */
export function problem(
  status: number,
  title: string,
  detail: string,
  origin: string,
  codeText?: string,
): ErrorAnswer {
  return {
    status,
    contentType: 'application/problem+json',
    body: JSON.stringify({
      title,
      detail,
      code: codeText ?? code(),
      requestId: requestId(),
      origin,
      status,
      statusText: STATUS_TEXT[status] ?? 'Error',
      timestamp: `${new Date().toISOString().slice(0, 19)}Z`,
    }),
  };
}

const json = (status: number, body: unknown, contentType = 'application/json'): ErrorAnswer => ({
  status,
  contentType,
  body: JSON.stringify(body),
});

/** A 400 (or 404 where the API uses the same shape) in the API's own format. */
export function badRequest(style: ErrorStyle, detail: string, status = 400): ErrorAnswer {
  switch (style) {
    case 'content':
      return json(status, { data: null, error: true, errorText: detail, additionalErrors: null });
    case 'prices':
      return json(status, { data: null, error: true, errorText: detail });
    case 'statistics':
      return json(status, { errors: [detail] });
    case 'analytics':
      return json(status, {
        title: 'Invalid request body',
        detail,
        requestId: requestId(),
        origin: 'analytic-open-api',
      });
    case 'finance':
      return json(
        status,
        {
          status,
          title: 'bad request',
          detail,
          requestId: requestId(),
          origin: 'open-api-finreports',
        },
        'application/problem+json',
      );
    case 'tariffs':
      return json(
        status,
        {
          detail,
          origin: 'tariffs',
          requestId: requestId(),
          title: STATUS_TEXT[status] ?? 'Bad Request',
        },
        'application/problem+json',
      );
    case 'supplies':
      return json(status, {
        status,
        title: status === 404 ? 'not found' : 'bad request',
        detail,
        requestId: requestId(),
        origin: 'supply-api',
      });
    case 'advert':
      return { status, contentType: 'text/plain; charset=utf-8', body: detail };
    case 'reports':
      // seller-analytics-api report tasks (12-reports.yaml `4xxResponse`).
      return json(
        status,
        {
          detail,
          origin: 'api-statistics',
          requestId: requestId(),
          title: STATUS_TEXT[status] ?? 'Bad Request',
        },
        'application/problem+json',
      );
    case 'marketplace':
      return json(status, {
        code: status === 404 ? 'NotFound' : 'IncorrectRequest',
        message: detail,
        data: null,
      });
    default:
      return problem(status, 'bad request', detail, 's2s-api-common');
  }
}

export function unauthorized(detail: string, origin: string): ErrorAnswer {
  return problem(401, 'unauthorized', detail, origin);
}

export function forbidden(detail: string, origin: string, codeText?: string): ErrorAnswer {
  return problem(403, 'forbidden', detail, origin, codeText);
}

export function tooManyRequests(origin: string): ErrorAnswer {
  return problem(
    429,
    'too many requests',
    `limited by ${randomBytes(16)
      .toString('hex')
      .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-')}`,
    origin,
  );
}

export function serverError(status: number, origin: string): ErrorAnswer {
  return problem(
    status,
    'internal server error',
    'something went wrong, please try again later',
    origin,
  );
}
