import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';

type Transform = typeof jsonSchemaTransform;

/**
 * The contracts' schemas as JSON Schema; an upload route's body is its multipart form: the
 * contract's text fields and the file (the route validates them itself, in `readUpload`).
 */
const transform: Transform = (data) => {
  const out = jsonSchemaTransform(data);
  const form = data.route.config?.uploadForm;
  if (!form) return out;
  const fields = form.fields
    ? (z.toJSONSchema(form.fields, { io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, unknown>;
        required?: string[];
      })
    : {};
  const { field, maxBytes } = form.upload;
  const body = {
    type: 'object',
    properties: {
      ...fields.properties,
      [field]: {
        type: 'string',
        format: 'binary',
        description: `The file, at most ${maxBytes} bytes`,
      },
    },
    required: [...(fields.required ?? []), field],
  };
  return { ...out, schema: { ...out.schema, body } };
};

/** The OpenAPI document, generated from the contracts, with Swagger UI at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'WB back office API',
        description:
          'Every endpoint is declared once in packages/shared; its access rule is in the description.',
        version: config.APP_VERSION,
      },
    },
    transform,
    // Schemas with a registry id (the recursive filter group) become components that refer.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(async (docs) => {
    // The documentation itself is public; mark its routes so the boot-time guard check knows.
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: { public: true } };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
});
