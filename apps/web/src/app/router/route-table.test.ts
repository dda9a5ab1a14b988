import { ROUTES, routeTitleKey, type RouteDef } from '@wb/shared/routes/route-table';
import { describe, expect, it } from 'vitest';
import ru from '../../locales/ru/common.json';
import { ROUTE_FILES, UNMOUNTED } from './route-files';

/**
 * The seed's table (§2), written out again by hand: a change of a route's permission must be a
 * deliberate change of both. `P:` permission, `A` admin only, `-` any signed-in user, `pub` public.
 */
const SEED: Record<string, string> = {
  '/login': 'pub',
  '/forgot-password': 'pub',
  '/reset-password/:token': 'pub',
  '/registration': 'pub',
  '/': '-',
  '/transportations': 'P:transportation:view',
  '/transportations/:transportationId': 'P:transportation:view',
  '/logistics-groups': 'P:transportation:view',
  '/logistics-groups/:id': 'P:transportation:view',
  '/orders': 'P:order:view',
  '/orders/:orderId': 'P:order:view',
  '/orders/alt': 'P:order:view',
  '/supplies': 'P:monitoring:view A',
  '/supplies/calendar': 'P:monitoring:view A',
  '/products': 'P:product:view',
  '/products/tags': 'P:product:view',
  '/products/:productId': 'P:product:view',
  '/products/category': 'P:category:view',
  '/products/subject': 'P:subject:view',
  '/accounts-wb': 'P:wbAccount:view',
  '/organizations': 'P:organization:view',
  '/reports/income': 'P:report:viewReportIncome',
  '/reports/income-chart': 'P:report:viewReportIncome',
  '/reports/income/general/:report_id': 'P:report:viewReportIncome',
  '/reports/products/flow': 'P:report:viewReportProductFlow',
  '/reports/products/leftovers-nm-report': 'P:report:viewReportOrderStockAnalytic',
  '/reports/sales-nm-id': 'P:report:viewReportOrderStockAnalytic',
  '/reports/calc-delivery': 'P:report:viewReportCalcDelivery',
  '/reports/calc-delivery-by-stock': 'P:report:viewReportCalcDelivery',
  '/reports/shipment-calc': 'P:report:viewReportCalcDelivery',
  '/reports/localization-by-order': 'P:report:viewReportCalcDelivery',
  '/warehouse': 'P:warehouse:view',
  '/warehouse/operations': 'P:warehouse:view',
  '/warehouse/operations/create': 'P:warehouse:create',
  '/warehouse/operations/:id': 'P:warehouse:view',
  '/warehouse/acceptance': 'P:acceptance:view',
  '/warehouse/acceptance/:id': 'P:acceptance:view',
  '/repriser': 'P:repriser:view',
  '/repriser/:id': 'P:repriser:view',
  '/users': 'P:user:view',
  '/users/roles': 'P:role:view',
  '/profile': '-',
  '/companies': '-',
  '/companies/:id': '-',
  '/finances/settings': 'P:finance:view',
  '/finances/transactions': 'P:finance:view',
  '/finances/transactions/:id': 'P:finance:view',
  '/finances/transactions/account/:id?': 'P:finance:view',
  '/settings/tokens': 'P:wbToken:view',
  '/settings/cookies': 'P:wbCookie:view A',
  '/settings/api-proxies': 'P:apiProxy:view A',
  '/settings/districts': 'P:district:view',
  '/settings/districts/:id': 'P:district:view',
  '/settings/user-general-settings': '-',
  '/wb-stocks': '-',
  '/payment-transaction': '-',
  '/promo-code': 'A',
  '/subscription': 'A',
  '/admin/payment-transaction': 'A',
  '/admin/currencies': 'A',
  '/admin/users': 'A',
  '/admin/users/:id': 'A',
  '/admin/companies': 'A',
  '/admin/platform-settings': 'A',
  '/admin/sync': 'A',
  '/admin/cron-report': 'A',
};

function describeAccess(route: RouteDef): string {
  const a = route.access;
  if (a.public) return 'pub';
  if (a.signedIn) return '-';
  const parts: string[] = [];
  if (a.permission) parts.push(`P:${a.permission.subject}:${a.permission.action}`);
  if (a.adminOnly) parts.push('A');
  return parts.join(' ');
}

describe('route table', () => {
  it('is exactly the seed table with its permissions', () => {
    const actual = Object.fromEntries(ROUTES.map((r) => [r.path, describeAccess(r)]));
    expect(actual).toEqual(SEED);
  });

  it('has no duplicate paths', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('puts every route either in ROUTE_FILES (built) or in UNMOUNTED, never both', () => {
    const mounted = new Set(Object.keys(ROUTE_FILES));
    const unmounted = new Set(UNMOUNTED);
    expect(UNMOUNTED.length).toBe(unmounted.size);
    for (const route of ROUTES) {
      expect(mounted.has(route.path) !== unmounted.has(route.path), route.path).toBe(true);
    }
    const known = new Set(ROUTES.map((r) => r.path));
    for (const path of [...mounted, ...unmounted]) expect(known.has(path), path).toBe(true);
  });

  it('lists no route with parameters in the menu', () => {
    for (const route of ROUTES) {
      if (route.menu) expect(route.path, route.path).not.toMatch(/:[a-zA-Z_]+(\/|$)/);
    }
  });

  it('has a Russian title for every route', () => {
    const titles = ru.routes as Record<string, string>;
    for (const route of ROUTES) {
      const key = routeTitleKey(route.path).replace(/^routes\./, '');
      expect(titles[key], route.path).toBeTruthy();
    }
  });
});
