import type { $ZodType, input, output } from 'zod/v4/core';
import type { AccessRule } from '../access/access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A contract whose body is a multipart/form-data upload of one file. */
export interface UploadSpec {
  /** The form field of the file. */
  field: string;
  /** The largest file accepted; a larger one is refused with 413. */
  maxBytes: number;
}

/** A file as the server hands it to a handler: what the browser named it and its bytes. */
export interface UploadedFile {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

/** A file as a caller sends it (a browser `File` or `Blob`). */
export interface FileInput {
  readonly size: number;
  readonly type: string;
}

/** A JSON body's size limit unless its contract declares another (docs/budgets.md#bad-input). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

interface ContractShape {
  method: HttpMethod;
  /** Full path with Fastify-style parameters, e.g. `/api/products/:id`. */
  path: `/api/${string}`;
  /** One line for the OpenAPI document. */
  summary: string;
  /** OpenAPI tag: the module's domain noun. */
  tag: string;
  params?: $ZodType;
  query?: $ZodType;
  body?: $ZodType;
  /**
   * The body is multipart/form-data instead of JSON: the file in `upload.field`, the other
   * (text) fields checked by `body`. The handler's body is those fields plus the file.
   */
  upload?: UploadSpec;
  /**
   * The largest JSON body accepted, in bytes (413 above it); `DEFAULT_BODY_LIMIT` when absent.
   * Raise it only for a route whose valid bodies need more (a bulk selection of thousands).
   */
  bodyLimit?: number;
  /** Schema of the 2xx body; `null` for 204 No Content. */
  response: $ZodType | null;
  /** Success status; 200 by default, 204 when `response` is null. */
  status?: 200 | 201 | 202 | 204;
}

/** An endpoint declared once: shape, schemas and exactly one access rule. */
export type Contract = ContractShape & AccessRule;

/**
 * Declares an endpoint. The access rule is part of the type, so a declaration that is neither
 * public nor guarded does not compile; the server also checks it at boot.
 */
export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

type Infer<T> = T extends $ZodType ? output<T> : undefined;
type Input<T> = T extends $ZodType ? input<T> : undefined;

export type ContractParams<C extends Contract> = Infer<C['params']>;
export type ContractQuery<C extends Contract> = Infer<C['query']>;
/** The body fields of an upload contract (`body`'s, else none) plus its file. */
type WithFile<C extends Contract, Fields, File> = C['upload'] extends UploadSpec
  ? (C['body'] extends $ZodType ? Fields : unknown) & Record<C['upload']['field'], File>
  : Fields;

export type ContractBody<C extends Contract> = WithFile<C, Infer<C['body']>, UploadedFile>;
export type ContractResponse<C extends Contract> = C['response'] extends $ZodType
  ? output<C['response']>
  : void;

/** What a caller passes: the input side of each schema (before defaults and transforms). */
export interface ContractRequest<C extends Contract> {
  params?: Input<C['params']>;
  query?: Input<C['query']>;
  body?: WithFile<C, Input<C['body']>, FileInput>;
}

/** Builds the concrete URL of a contract's path from its parameters. */
export function contractUrl(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (typeof value === 'number' || typeof value === 'bigint') return value.toString();
    if (typeof value !== 'string' || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(value);
  });
}
