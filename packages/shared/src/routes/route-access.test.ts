import { describe, expect, it } from 'vitest';
import { decideAccess, type Principal } from '../access/access';
import { decideRoute, needsCompany, routeOpens } from './route-access';
import { findRoute, ROUTES } from './route-table';

const user = (permissions: string[] = []): Principal => ({ type: 'user', permissions });
const admin = (permissions: string[] = []): Principal => ({ type: 'admin', permissions });
const route = (path: string) => {
  const found = findRoute(path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};
const decide = (path: string, principal: Principal | null, inCompany: boolean) =>
  decideRoute(route(path), principal, inCompany);

describe('decideRoute', () => {
  it('sends anonymous visitors to sign-in everywhere but the public pages', () => {
    for (const r of ROUTES) {
      expect(decideRoute(r, null, false), r.path).toBe(
        r.access.public ? 'allow' : 'unauthenticated',
      );
    }
  });

  it('in a company, decides exactly as the access rule does', () => {
    const callers = [
      user(),
      user(['order:view', 'wbCookie:view']),
      admin(),
      admin(['monitoring:view']),
    ];
    for (const principal of callers) {
      for (const r of ROUTES) {
        expect(decideRoute(r, principal, true), r.path).toBe(decideAccess(r.access, principal));
      }
    }
  });

  it('keeps a user without a company on the personal pages', () => {
    const lonely = user();
    expect(decide('/companies', lonely, false)).toBe('allow');
    expect(decide('/companies/:id', lonely, false)).toBe('allow');
    expect(decide('/profile', lonely, false)).toBe('allow');
    expect(decide('/settings/user-general-settings', lonely, false)).toBe('allow');
    expect(decide('/', lonely, false)).toBe('noCompany');
    expect(decide('/wb-stocks', lonely, false)).toBe('noCompany');
    expect(decide('/payment-transaction', lonely, false)).toBe('noCompany');
    expect(decide('/orders', lonely, false)).toBe('noCompany');
    // What the user type refuses stays refused: a company would not change it.
    expect(decide('/admin/users', lonely, false)).toBe('forbidden');
    expect(decide('/supplies', lonely, false)).toBe('forbidden');
    expect(decide('/settings/cookies', user(['wbCookie:view']), false)).toBe('forbidden');
  });

  it('opens the platform pages to an administrator without a company, and no company page', () => {
    const platform = admin();
    expect(decide('/admin/users', platform, false)).toBe('allow');
    expect(decide('/admin/companies', platform, false)).toBe('allow');
    expect(decide('/companies', platform, false)).toBe('allow');
    expect(decide('/', platform, false)).toBe('noCompany');
    expect(decide('/wb-stocks', platform, false)).toBe('noCompany');
    expect(decide('/supplies', platform, false)).toBe('noCompany');
    expect(decide('/settings/cookies', platform, false)).toBe('noCompany');
    expect(decide('/settings/api-proxies', platform, false)).toBe('noCompany');
    expect(decide('/orders', platform, false)).toBe('noCompany');
  });

  it('needs both the user type and the permission for admin-only permission routes', () => {
    expect(decide('/supplies', admin(), true)).toBe('forbidden');
    expect(decide('/supplies', admin(['monitoring:view']), true)).toBe('allow');
    expect(decide('/supplies', user(['monitoring:view']), true)).toBe('forbidden');
  });
});

describe('needsCompany', () => {
  it('holds for every permission route and for the signed-in pages of company data', () => {
    for (const r of ROUTES) if (r.access.permission) expect(needsCompany(r), r.path).toBe(true);
    const signedIn = ROUTES.filter((r) => r.access.signedIn);
    expect(signedIn.filter(needsCompany).map((r) => r.path)).toEqual([
      '/',
      '/wb-stocks',
      '/payment-transaction',
    ]);
    expect(
      ROUTES.filter((r) => r.access.adminOnly && !r.access.permission).some(needsCompany),
    ).toBe(false);
  });
});

describe('routeOpens', () => {
  it('is true exactly when the decision is allow', () => {
    expect(routeOpens(route('/wb-stocks'), user(), true)).toBe(true);
    expect(routeOpens(route('/wb-stocks'), user(), false)).toBe(false);
    expect(routeOpens(route('/admin/users'), admin(), false)).toBe(true);
    expect(routeOpens(route('/admin/users'), user(), true)).toBe(false);
    expect(routeOpens(route('/login'), null, false)).toBe(true);
  });
});
