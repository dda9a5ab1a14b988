import { decideAccess, type AccessDecision, type Principal } from '../access/access';
import type { RouteDef } from './route-table';

/**
 * Whether a page would open for the caller, by the rules the server applies to the page's
 * endpoints: the access rule (`decideAccess`), and the tenant check every company endpoint makes
 * (403 NO_COMPANY without a current company). `noCompany`: the rule alone would let the caller in
 * (or only a role in a company could), but no company is current.
 */
export type RouteDecision = AccessDecision | 'noCompany';

type RouteAccess = Pick<RouteDef, 'access' | 'tenant'>;

/** A page of the company's data: a permission (only a company role grants one) or `tenant`. */
export function needsCompany(route: RouteAccess): boolean {
  return route.access.permission !== undefined || route.tenant === 'company';
}

/**
 * @param inCompany whether the caller works in a company now: an active membership in a company
 *   that is not blocked (the server's `companyId` of the session; in the browser
 *   `me.currentCompany` that is not blocked).
 */
export function decideRoute(
  route: RouteAccess,
  principal: Principal | null,
  inCompany: boolean,
): RouteDecision {
  const decision = decideAccess(route.access, principal);
  if (decision === 'unauthenticated' || inCompany || !needsCompany(route)) return decision;
  // The user type is checked before any company: a non-administrator gains nothing by joining one.
  if (route.access.adminOnly && principal?.type !== 'admin') return 'forbidden';
  return 'noCompany';
}

/** The route opens for the caller: what the side menu lists and the main page may land on. */
export function routeOpens(
  route: RouteAccess,
  principal: Principal | null,
  inCompany: boolean,
): boolean {
  return decideRoute(route, principal, inCompany) === 'allow';
}
