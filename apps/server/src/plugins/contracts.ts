import {
  DEFAULT_BODY_LIMIT,
  decideAccess,
  errorBodySchema,
  isValidAccessRule,
  type AccessRule,
  type Contract,
  type ContractBody,
  type ContractParams,
  type ContractQuery,
  type ContractResponse,
  type Principal,
  type UploadedFile,
  type UploadSpec,
} from '@wb/shared';
import multipart from '@fastify/multipart';
import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  FastifySchema,
} from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { byteSizeText } from '../lib/byte-size';
import { AppError, forbidden, unauthenticated } from '../lib/errors';
import { findInputProblem } from '../lib/unsafe-input';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller in the current company, or null (set by the session plugin). */
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** The access rule of the route, taken from its contract. */
    access?: AccessRule;
    /** An upload route's form, for the OpenAPI document (plugins/docs.ts). */
    uploadForm?: { upload: UploadSpec; fields?: Contract['body'] };
  }
}

export type ContractRequest<C extends Contract> = FastifyRequest<{
  Params: ContractParams<C>;
  Querystring: ContractQuery<C>;
  Body: ContractBody<C>;
}>;

export type ContractHandler<C extends Contract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<ContractResponse<C>>;

/** A short description of the access rule for the OpenAPI document. */
function describeAccess(rule: AccessRule): string {
  if (rule.public) return 'Public.';
  if (rule.signedIn) return 'Any signed-in user.';
  const parts: string[] = [];
  if (rule.permission)
    parts.push(`Permission ${rule.permission.subject}:${rule.permission.action}.`);
  if (rule.adminOnly) parts.push('Platform administrators only.');
  return parts.join(' ');
}

function accessOf(contract: Contract): AccessRule {
  // Copy only the access fields, so the route config carries exactly the contract's rule.
  if (contract.public) return { public: true };
  if (contract.signedIn) return { signedIn: true };
  if (contract.permission) {
    return contract.adminOnly
      ? { permission: contract.permission, adminOnly: true }
      : { permission: contract.permission };
  }
  return { adminOnly: true };
}

/** The access check every contract route runs before its handler. */
async function enforceAccess(request: FastifyRequest): Promise<void> {
  const rule = request.routeOptions.config.access;
  if (!rule) throw forbidden();
  const decision = decideAccess(rule, request.principal);
  if (decision === 'unauthenticated') throw unauthenticated();
  if (decision === 'forbidden') {
    for (const listener of request.server.accessDeniedListeners) await listener(request, rule);
    throw forbidden();
  }
}

/** A file received from a form. */
class ReceivedFile implements UploadedFile {
  constructor(
    readonly fileName: string,
    readonly mimeType: string,
    readonly bytes: Buffer,
  ) {}

  /** What request logs and the idempotency hash see: the file's digest, never its bytes. */
  toJSON() {
    const sha256 = createHash('sha256').update(this.bytes).digest('hex');
    return { fileName: this.fileName, mimeType: this.mimeType, size: this.bytes.length, sha256 };
  }
}

const badForm = (message: string) => new AppError('VALIDATION_FAILED', message, 400);

/**
 * The body of an upload contract, read from multipart/form-data: its one file (413 when larger
 * than the contract allows) and its text fields, checked by the contract's body schema.
 */
async function readUpload(request: FastifyRequest, contract: Contract, upload: UploadSpec) {
  if (!request.isMultipart()) throw badForm('Нужна форма multipart/form-data с файлом');
  const { RequestFileTooLargeError, FilesLimitError } = request.server.multipartErrors;
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: upload.maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname !== upload.field)
        throw badForm(`Лишний файл в поле «${part.fieldname}»`);
      else file = new ReceivedFile(part.filename, part.mimetype, await part.toBuffer());
    }
  } catch (error) {
    if (error instanceof RequestFileTooLargeError) {
      throw new AppError('PAYLOAD_TOO_LARGE', `Файл больше ${byteSizeText(upload.maxBytes)}`, 413);
    }
    if (error instanceof FilesLimitError) throw badForm('Можно отправить только один файл');
    throw error;
  }
  if (!file) throw badForm(`Нет файла в поле «${upload.field}»`);
  // A zod error answers 400 with the fields (the errors plugin), as a JSON body's would.
  const parsed = contract.body ? (z.parse(contract.body, fields) as object) : {};
  request.body = { ...parsed, [upload.field]: file };
}

/**
 * Before the schemas: text no column can store (NUL, unpaired surrogates) and input nested
 * deeper than any contract takes, in a query or a body, are refused with a 400 naming the field, so that neither the
 * database nor the validator's recursion ever sees them.
 */
async function refuseUnsafeInput(request: FastifyRequest) {
  // Path parameters are left to their routes: a malformed id is simply not found (404).
  const parts: [string, unknown][] = [
    ['query', request.query],
    ['body', request.body],
  ];
  for (const [root, value] of parts) {
    const found = findInputProblem(value, root);
    if (!found) continue;
    const field = found.path.slice(root.length + 1) || root;
    const problem =
      found.problem === 'depth'
        ? 'Слишком глубокая вложенность'
        : 'Недопустимые символы (управляющие или непарный суррогат)';
    throw new AppError('VALIDATION_FAILED', `${problem} в поле «${field}»`, 400, {
      [field]: [problem],
    });
  }
}

/**
 * Registers a handler for a contract: validation, serialisation, the OpenAPI entry and the access
 * check all come from the one declaration in packages/shared.
 */
export function registerContract<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  options: { rateLimit?: { max: number; timeWindow: string } } = {},
): void {
  const status = contract.status ?? (contract.response ? 200 : 204);
  const schema: FastifySchema & { summary: string; tags: string[]; description: string } = {
    summary: contract.summary,
    description: describeAccess(accessOf(contract)),
    tags: [contract.tag],
    response: {
      [status]: contract.response ?? z.null().describe('No content'),
      '4xx': errorBodySchema,
      '5xx': errorBodySchema,
    },
  };
  if (contract.params) schema.params = contract.params;
  if (contract.query) schema.querystring = contract.query;
  const upload = contract.upload;
  if (upload) {
    // Read by `readUpload` (a zod schema here would be applied to the file too).
    schema.consumes = ['multipart/form-data'];
  } else if (contract.body) schema.body = contract.body;

  app.route({
    method: contract.method,
    url: contract.path,
    schema,
    // A JSON body's size fits its route (413 above it); an upload's file has its own limit.
    ...(upload ? {} : { bodyLimit: contract.bodyLimit ?? DEFAULT_BODY_LIMIT }),
    config: {
      access: accessOf(contract),
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      ...(upload ? { uploadForm: { upload, fields: contract.body } } : {}),
    },
    // Before validation: whoever may not call the route learns nothing about its input rules.
    preValidation: upload
      ? [enforceAccess, refuseUnsafeInput, (request) => readUpload(request, contract, upload)]
      : [enforceAccess, refuseUnsafeInput],
    handler: async (request, reply) => {
      const result = await handler(request as ContractRequest<C>, reply);
      if (status === 204) return reply.status(204).send();
      return reply.status(status).send(result);
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Called once per denied request (the audit log subscribes). */
    accessDeniedListeners: ((request: FastifyRequest, rule: AccessRule) => Promise<void>)[];
  }
}

/**
 * Keeps the promise of docs/architecture.md#requests: the server refuses to start when any `/api`
 * route has neither a valid access rule nor `public: true`.
 */
export const contractsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('principal', null);
  // Upload contracts' forms; a route reads one only when its contract declares an upload.
  await app.register(multipart, { throwFileSizeLimit: true });
  app.decorate('accessDeniedListeners', []);
  // Keep the route objects themselves: hooks of child contexts (the docs) run after this one
  // and may still set the access rule.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const unguarded = routes.filter(
      (r) => r.url?.startsWith('/api') && !isValidAccessRule(r.config?.access),
    );
    if (unguarded.length > 0) {
      const list = unguarded.map((r) => `${String(r.method)} ${r.url}`).join(', ');
      throw new Error(`Refusing to start: /api routes without an access rule: ${list}`);
    }
  });
  app.decorate('apiRoutes', () =>
    routes
      .filter((r) => r.url?.startsWith('/api'))
      .map((r) => ({ method: r.method, url: r.url, access: r.config?.access })),
  );
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its access rule (for the architecture test and the docs). */
    apiRoutes: () => { method: RouteOptions['method']; url: string; access?: AccessRule }[];
  }
}
