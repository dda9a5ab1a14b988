import { permissionKey, type Permission } from './permissions';

/**
 * Who may call an endpoint or open a route. Exactly one form is allowed, so a declaration
 * without an access rule does not compile:
 * - `public: true` — anyone, signed in or not;
 * - `signedIn: true` — any signed-in user (the seed's "none");
 * - `permission` — a signed-in user whose role in the current company grants it,
 *   plus `adminOnly` where the seed also requires user type admin;
 * - `adminOnly: true` alone — platform administrators (the seed's admin pages).
 */
export type AccessRule =
  | { public: true; signedIn?: never; permission?: never; adminOnly?: never }
  | { signedIn: true; public?: never; permission?: never; adminOnly?: never }
  | { permission: Permission; adminOnly?: boolean; public?: never; signedIn?: never }
  | { adminOnly: true; permission?: never; public?: never; signedIn?: never };

/** User types of the seed. */
export const USER_TYPES = ['user', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** What access decisions need to know about the caller. */
export interface Principal {
  type: UserType;
  /** Permission keys (`subject:action`) granted by the role in the current company. */
  permissions: ReadonlySet<string> | readonly string[];
}

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

/** Decides access with the same rule on the server and in the browser. */
export function decideAccess(rule: AccessRule, principal: Principal | null): AccessDecision {
  if (rule.public) return 'allow';
  if (!principal) return 'unauthenticated';
  if (rule.adminOnly && principal.type !== 'admin') return 'forbidden';
  if (rule.permission && !hasPermission(principal, rule.permission)) return 'forbidden';
  return 'allow';
}

export function canAccess(rule: AccessRule, principal: Principal | null): boolean {
  return decideAccess(rule, principal) === 'allow';
}

export function hasPermission(principal: Principal, permission: Permission): boolean {
  const key = permissionKey(permission);
  const granted = principal.permissions;
  return granted instanceof Set ? granted.has(key) : (granted as readonly string[]).includes(key);
}

/** A rule is well-formed when it has exactly one of the four forms (checked at runtime too). */
export function isValidAccessRule(rule: unknown): rule is AccessRule {
  if (typeof rule !== 'object' || rule === null) return false;
  const r = rule as Record<string, unknown>;
  const forms = [r.public === true, r.signedIn === true, r.permission !== undefined].filter(
    Boolean,
  ).length;
  if (forms === 0) return r.adminOnly === true;
  if (forms > 1) return false;
  if (r.adminOnly !== undefined && r.permission === undefined) return false;
  return true;
}
