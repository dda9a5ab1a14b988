import type { AccessRule } from '../access/access';
import type { Permission } from '../access/permissions';

/** Groups of the side menu, in menu order (docs/product.md#shell). */
export const MENU_GROUPS = [
  'home',
  'orders',
  'products',
  'warehouse',
  'logistics',
  'supplies',
  'reports',
  'finances',
  'pricing',
  'settings',
  'admin',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export interface RouteDef {
  /** React Router path (leading slash; `:param`, `:param?`). */
  path: string;
  access: AccessRule;
  /** Where the route appears in the side menu; routes with parameters are not listed. */
  menu?: MenuGroup;
  /**
   * `company`: the page shows the current company's data although its rule names no permission
   * (its endpoints answer 403 NO_COMPANY without a company). Routes with a permission need a
   * company anyway: only a role in a company grants one. See `decideRoute`.
   */
  tenant?: 'company';
}

const p = (subject: Permission['subject'], action: Permission['action'] = 'view') => ({
  permission: { subject, action },
});
const admin = (subject: Permission['subject'], action: Permission['action'] = 'view') => ({
  permission: { subject, action },
  adminOnly: true,
});
const signedIn = { signedIn: true } as const;
const publicRoute = { public: true } as const;
const adminOnly = { adminOnly: true } as const;
const company = 'company' as const;

/**
 * The seed's route table (§2) with the permission each route needs. Binding: a change here is a
 * change of the product's access rules and is covered by the route-table test.
 */
export const ROUTES: readonly RouteDef[] = [
  // Public
  { path: '/login', access: publicRoute },
  { path: '/forgot-password', access: publicRoute },
  { path: '/reset-password/:token', access: publicRoute },
  { path: '/registration', access: publicRoute },

  // Main page
  { path: '/', access: signedIn, menu: 'home', tenant: company },

  // Orders
  { path: '/orders', access: p('order'), menu: 'orders' },
  { path: '/orders/alt', access: p('order'), menu: 'orders' },
  { path: '/orders/:orderId', access: p('order') },

  // Products
  { path: '/products', access: p('product'), menu: 'products' },
  { path: '/products/tags', access: p('product'), menu: 'products' },
  { path: '/products/category', access: p('category'), menu: 'products' },
  { path: '/products/subject', access: p('subject'), menu: 'products' },
  { path: '/products/:productId', access: p('product') },
  { path: '/wb-stocks', access: signedIn, menu: 'products', tenant: company },

  // Own warehouse
  { path: '/warehouse', access: p('warehouse'), menu: 'warehouse' },
  { path: '/warehouse/operations', access: p('warehouse'), menu: 'warehouse' },
  { path: '/warehouse/operations/create', access: p('warehouse', 'create') },
  { path: '/warehouse/operations/:id', access: p('warehouse') },
  { path: '/warehouse/acceptance', access: p('acceptance'), menu: 'warehouse' },
  { path: '/warehouse/acceptance/:id', access: p('acceptance') },

  // Logistics
  { path: '/transportations', access: p('transportation'), menu: 'logistics' },
  { path: '/transportations/:transportationId', access: p('transportation') },
  { path: '/logistics-groups', access: p('transportation'), menu: 'logistics' },
  { path: '/logistics-groups/:id', access: p('transportation') },

  // Supplies (acceptance-slot monitoring)
  { path: '/supplies', access: admin('monitoring'), menu: 'supplies' },
  { path: '/supplies/calendar', access: admin('monitoring'), menu: 'supplies' },

  // Reports
  { path: '/reports/income', access: p('report', 'viewReportIncome'), menu: 'reports' },
  { path: '/reports/income-chart', access: p('report', 'viewReportIncome'), menu: 'reports' },
  { path: '/reports/income/general/:report_id', access: p('report', 'viewReportIncome') },
  {
    path: '/reports/products/flow',
    access: p('report', 'viewReportProductFlow'),
    menu: 'reports',
  },
  {
    path: '/reports/products/leftovers-nm-report',
    access: p('report', 'viewReportOrderStockAnalytic'),
    menu: 'reports',
  },
  {
    path: '/reports/sales-nm-id',
    access: p('report', 'viewReportOrderStockAnalytic'),
    menu: 'reports',
  },
  {
    path: '/reports/calc-delivery',
    access: p('report', 'viewReportCalcDelivery'),
    menu: 'reports',
  },
  {
    path: '/reports/calc-delivery-by-stock',
    access: p('report', 'viewReportCalcDelivery'),
    menu: 'reports',
  },
  {
    path: '/reports/shipment-calc',
    access: p('report', 'viewReportCalcDelivery'),
    menu: 'reports',
  },
  {
    path: '/reports/localization-by-order',
    access: p('report', 'viewReportCalcDelivery'),
    menu: 'reports',
  },

  // Finances
  { path: '/finances/transactions', access: p('finance'), menu: 'finances' },
  { path: '/finances/transactions/account/:id?', access: p('finance'), menu: 'finances' },
  { path: '/finances/transactions/:id', access: p('finance') },
  { path: '/finances/settings', access: p('finance'), menu: 'finances' },
  { path: '/payment-transaction', access: signedIn, menu: 'finances', tenant: company },

  // Pricing
  { path: '/repriser', access: p('repriser'), menu: 'pricing' },
  { path: '/repriser/:id', access: p('repriser') },

  // Settings
  { path: '/accounts-wb', access: p('wbAccount'), menu: 'settings' },
  { path: '/organizations', access: p('organization'), menu: 'settings' },
  { path: '/settings/tokens', access: p('wbToken'), menu: 'settings' },
  { path: '/settings/districts', access: p('district'), menu: 'settings' },
  { path: '/settings/districts/:id', access: p('district') },
  { path: '/users', access: p('user'), menu: 'settings' },
  { path: '/users/roles', access: p('role'), menu: 'settings' },
  { path: '/companies', access: signedIn, menu: 'settings' },
  { path: '/companies/:id', access: signedIn },
  { path: '/settings/user-general-settings', access: signedIn, menu: 'settings' },
  { path: '/profile', access: signedIn },
  { path: '/settings/cookies', access: admin('wbCookie'), menu: 'settings' },
  { path: '/settings/api-proxies', access: admin('apiProxy'), menu: 'settings' },

  // Platform administration
  { path: '/admin/users', access: adminOnly, menu: 'admin' },
  { path: '/admin/users/:id', access: adminOnly },
  { path: '/admin/companies', access: adminOnly, menu: 'admin' },
  { path: '/subscription', access: adminOnly, menu: 'admin' },
  { path: '/promo-code', access: adminOnly, menu: 'admin' },
  { path: '/admin/payment-transaction', access: adminOnly, menu: 'admin' },
  { path: '/admin/currencies', access: adminOnly, menu: 'admin' },
  { path: '/admin/platform-settings', access: adminOnly, menu: 'admin' },
  { path: '/admin/sync', access: adminOnly, menu: 'admin' },
  { path: '/admin/cron-report', access: adminOnly, menu: 'admin' },
];

/** The i18n key of a route's title: `routes.` + the path without parameters. */
export function routeTitleKey(path: string): string {
  const name = path === '/' ? 'home' : path.replace(/\/:[^/]+\??/g, '/_').slice(1);
  return `routes.${name}`;
}

export function findRoute(path: string): RouteDef | undefined {
  return ROUTES.find((r) => r.path === path);
}
