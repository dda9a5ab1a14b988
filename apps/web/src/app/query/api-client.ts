import {
  contractUrl,
  type Contract,
  type ContractRequest,
  type ContractResponse,
} from '@wb/shared/contracts/define';
import { CSRF_HEADER, CSRF_VALUE } from '@wb/shared/contracts/csrf';
import type { ErrorBody } from '@wb/shared/errors/errors';

/** A failed API call: the server's `{code, message, fieldErrors}`, or NETWORK without a response. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly fieldErrors?: Record<string, string[]>,
    public readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * 4xx other than 408/429 will fail again: not worth retrying
   * (docs/product.md#loading-and-errors).
   */
  get retryable(): boolean {
    if (this.status === 0) return true;
    if (this.status === 408 || this.status === 429) return true;
    return this.status >= 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Scalars as text, objects (e.g. a list query's filters) as JSON. */
function encodeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return value.toString();
  }
  return JSON.stringify(value);
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value))
      for (const v of value as unknown[]) params.append(key, encodeValue(v));
    else params.set(key, encodeValue(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** An upload contract's body as multipart/form-data: the file as it is, other fields as text. */
function formBody(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(key, value instanceof Blob ? value : encodeValue(value));
  }
  return form;
}

/** Listeners told about every 401 (the session module sends the user to sign in). */
export const unauthenticatedListeners = new Set<(error: ApiError) => void>();

/**
 * An endpoint as a call needs it, method and path, without the contract's schemas and so without
 * zod: for the private area's shell, which must stay small (docs/budgets.md#bundle-size). `C`
 * is the contract, imported as a type only; a method or path other than its own does not compile.
 */
export interface ContractRef<C extends Contract> {
  readonly method: C['method'];
  readonly path: C['path'];
  /** Never set: carries the contract's type to `apiRequest`. */
  readonly contract?: C;
}

export function contractRef<C extends Contract>(
  method: C['method'],
  path: C['path'],
): ContractRef<C> {
  return { method, path };
}

/** Calls an endpoint through its contract (or a reference to it): typed request and response. */
export async function apiRequest<C extends Contract>(
  contract: C | ContractRef<C>,
  request: ContractRequest<C> = {},
  init: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<ContractResponse<C>> {
  const upload = 'upload' in contract ? contract.upload : undefined;
  const url =
    contractUrl(contract.path, request.params as Record<string, unknown> | undefined) +
    queryString(request.query);
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (contract.method !== 'GET') headers[CSRF_HEADER] = CSRF_VALUE;
  let body: string | FormData | undefined;
  if (request.body !== undefined && upload) {
    // The browser sets the multipart content type with its boundary.
    body = formBody(request.body as Record<string, unknown>);
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: contract.method,
      headers,
      body,
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
    const error = new ApiError(
      response.status,
      payload?.code ?? (response.status >= 500 ? 'INTERNAL' : 'HTTP_ERROR'),
      payload?.message ?? response.statusText,
      payload?.fieldErrors,
      payload?.requestId ?? response.headers.get('x-request-id') ?? undefined,
    );
    if (response.status === 401) for (const listener of unauthenticatedListeners) listener(error);
    throw error;
  }
  if (response.status === 204) return undefined as ContractResponse<C>;
  return (await response.json()) as ContractResponse<C>;
}
