import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * Secrets at rest (TOTP secrets, WB tokens, cookies, proxy passwords): AES-256-GCM with keys kept
 * outside the database. A keyring allows rotation: the first key encrypts, every key decrypts;
 * each ciphertext names its key: `<keyId>.<iv>.<tag>.<ciphertext>` (base64url parts).
 */
export interface Keyring {
  activeId: string;
  keys: Map<string, Buffer>;
}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** Parses `id:base64key,id2:base64key` (first is active). */
export function parseKeyring(spec: string): Keyring {
  const keys = new Map<string, Buffer>();
  let activeId = '';
  for (const part of spec
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [id, b64] = part.split(':');
    if (!id || !b64 || !KEY_ID.test(id)) throw new Error('SECRETS_KEYS: expected id:base64key,...');
    const key = Buffer.from(b64, 'base64');
    if (key.length !== 32) throw new Error(`SECRETS_KEYS: key "${id}" must be 32 bytes`);
    keys.set(id, key);
    activeId ||= id;
  }
  if (!activeId) throw new Error('SECRETS_KEYS is empty');
  return { activeId, keys };
}

/**
 * The keyring from SECRETS_KEYS, or from a key file (created with one random key on first use,
 * mode 0600) so that a fresh `npm start` works without configuration.
 */
export function loadKeyring(options: { keys?: string; keyFile: string }): Keyring {
  if (options.keys) return parseKeyring(options.keys);
  if (!existsSync(options.keyFile)) {
    mkdirSync(path.dirname(options.keyFile), { recursive: true });
    const spec = `k1:${randomBytes(32).toString('base64')}`;
    // Written whole under a name of our own, then linked into place: another process (the API
    // and the worker of a first start) never reads a key file that exists but is still empty.
    const draft = `${options.keyFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, `${spec}\n`, { mode: 0o600 });
    chmodSync(draft, 0o600);
    try {
      linkSync(draft, options.keyFile);
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  return parseKeyring(readFileSync(options.keyFile, 'utf8').trim());
}

export function encryptSecret(keyring: Keyring, plaintext: string): string {
  const key = keyring.keys.get(keyring.activeId)!;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [keyring.activeId, iv, tag, data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(keyring: Keyring, ciphertext: string): string {
  const [id, iv, tag, data] = ciphertext.split('.');
  const key = id ? keyring.keys.get(id) : undefined;
  if (!key || !iv || !tag || data === undefined)
    throw new Error('Unreadable secret (unknown key?)');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** True when the ciphertext was made with an older key (to re-encrypt during rotation). */
export function needsRotation(keyring: Keyring, ciphertext: string): boolean {
  return ciphertext.split('.')[0] !== keyring.activeId;
}

const cache = new Map<string, Keyring>();

/** The process's keyring for a configuration (read once). */
export function keyringFor(config: {
  SECRETS_KEYS?: string | undefined;
  SECRETS_KEY_FILE: string;
}): Keyring {
  const cacheKey = config.SECRETS_KEYS ?? `file:${config.SECRETS_KEY_FILE}`;
  let keyring = cache.get(cacheKey);
  if (!keyring) {
    keyring = loadKeyring({ keys: config.SECRETS_KEYS, keyFile: config.SECRETS_KEY_FILE });
    cache.set(cacheKey, keyring);
  }
  return keyring;
}
