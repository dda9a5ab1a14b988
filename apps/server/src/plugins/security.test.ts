import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { securityHeaders, securityOptions } from './security';

const csp = (env: NodeJS.ProcessEnv = {}) =>
  securityHeaders(securityOptions(loadConfig(env, { dotenv: false })))['content-security-policy']!;

/** A CSP directive's sources, by name. */
function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

/** Whether a host source (`https://host` or `https://*.domain`) lets the URL load (CSP 3). */
function allows(sources: string[], url: string): boolean {
  const u = new URL(url);
  return sources.some((s) => {
    const m = /^(https?):\/\/(\*\.)?([^/:]+)$/.exec(s);
    if (!m || `${m[1]}:` !== u.protocol) return false;
    return m[2] ? u.hostname.endsWith(`.${m[3]}`) : u.hostname === m[3];
  });
}

describe('Content-Security-Policy', () => {
  it('lets product photos load from WB CDN baskets, as the cards list them, and nothing wider', () => {
    const img = directive(csp(), 'img-src');
    for (const url of [
      'https://basket-01.wbbasket.ru/vol1/part100/100001/images/c246x328/1.webp',
      'https://basket-10.wbbasket.ru/vol9/part900/900004/images/big/2.webp',
      'https://basket-27.wbbasket.ru/vol4231/part423107/423107915/images/c516x688/1.webp',
    ]) {
      expect(allows(img, url), url).toBe(true);
    }
    expect(allows(img, 'http://basket-01.wbbasket.ru/1.webp')).toBe(false);
    expect(allows(img, 'https://wbbasket.ru.example.com/1.webp')).toBe(false);
    expect(img).not.toContain('*');
    expect(img).not.toContain('https:');
    expect(img).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  });

  it('keeps scripts, connections and frames to our own origin', () => {
    const policy = csp({ PUBLIC_URL: 'https://office.example.com' });
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(policy).toContain('upgrade-insecure-requests');
  });
});
