import * as z from 'zod/mini';

/**
 * Error codes shared by every module. A module adds its own codes next to its contract;
 * the server's error handler maps each code to an HTTP status.
 */
export const COMMON_ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type CommonErrorCode = (typeof COMMON_ERROR_CODES)[number];

/** The one error body of every API response with status ≥ 400. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  /** Field path (dot-separated) → messages, for form fields. */
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
  requestId: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
