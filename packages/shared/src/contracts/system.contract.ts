import * as z from 'zod/mini';
import { defineContract } from './define';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({ ok: z.boolean(), latencyMs: z.nullable(z.number()) }),
});

/** Liveness and database reachability (503 when the database does not answer). */
export const healthContract = defineContract({
  method: 'GET',
  path: '/api/health',
  summary: 'Service health',
  tag: 'system',
  public: true,
  response: healthResponseSchema,
});
