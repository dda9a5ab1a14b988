import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config';

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
    transform: jsonSchemaTransform,
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
