import { rawWbTokenSchema } from '@wb/shared/connections/wb-tokens.contract';

/** Every field of the add-token form that a server error may name. */
export const TOKEN_FIELDS = ['accountId', 'name', 'token'] as const;

/** Whether a pasted text looks like a WB token (a JWT), worth asking the server to read. */
export const looksLikeToken = (value: string) => rawWbTokenSchema.safeParse(value).success;

/** The only part of a token shown again: its last 4 characters. */
export const maskToken = (value: string) => `••••${value.trim().slice(-4)}`;

/** The contract's messages are Russian; other languages get each field's rule in their words. */
export function tokenFieldMessages(
  t: (key: string) => string,
  language: string,
): Record<string, string> {
  if (language.startsWith('ru')) return {};
  return Object.fromEntries(TOKEN_FIELDS.map((f) => [f, t(`messages.${f}`)]));
}

/** How long to wait after the last keystroke before reading the token. */
export const DECODE_DELAY_MS = 300;
