import { ROUTES } from '@wb/shared/routes/route-table';
import { describe, expect, it } from 'vitest';
import type { MountedRoute } from '../router/route-modules';
import { menuGroups } from './side-menu';

const load = async () => ({ default: () => null });
const all: MountedRoute[] = ROUTES.map((r) => ({ ...r, load }));
const paths = (groups: ReturnType<typeof menuGroups>) =>
  groups.flatMap((g) => g.items.map((i) => i.path));

describe('side menu', () => {
  it('shows nothing to an anonymous visitor', () => {
    expect(menuGroups(all, null, false)).toEqual([]);
  });

  it('shows only the routes the role grants, in menu-group order', () => {
    const groups = menuGroups(
      all,
      { type: 'user', permissions: ['order:view', 'report:viewReportIncome'] },
      true,
    );
    expect(groups.map((g) => g.group)).toEqual([
      'home',
      'orders',
      'products',
      'reports',
      'finances',
      'settings',
    ]);
    const visible = paths(groups);
    expect(visible).toContain('/orders');
    expect(visible).toContain('/reports/income');
    expect(visible).not.toContain('/reports/products/flow');
    expect(visible).not.toContain('/products');
    expect(visible).not.toContain('/admin/users');
    expect(visible).not.toContain('/supplies');
    // Routes open to every signed-in user stay visible.
    expect(visible).toEqual(
      expect.arrayContaining(['/', '/wb-stocks', '/companies', '/payment-transaction']),
    );
  });

  it('shows admin pages to administrators only, and admin-only permission routes need both', () => {
    const admin = paths(menuGroups(all, { type: 'admin', permissions: [] }, true));
    expect(admin).toContain('/admin/users');
    expect(admin).not.toContain('/supplies');
    const adminWithMonitoring = paths(
      menuGroups(all, { type: 'admin', permissions: ['monitoring:view'] }, true),
    );
    expect(adminWithMonitoring).toContain('/supplies');
    const userWithMonitoring = paths(
      menuGroups(all, { type: 'user', permissions: ['monitoring:view'] }, true),
    );
    expect(userWithMonitoring).not.toContain('/supplies');
  });

  it('never lists routes with parameters', () => {
    const everything = paths(
      menuGroups(
        all,
        {
          type: 'admin',
          permissions: ROUTES.flatMap((r) =>
            r.access.permission
              ? [`${r.access.permission.subject}:${r.access.permission.action}`]
              : [],
          ),
        },
        true,
      ),
    );
    expect(everything.some((p) => /:[a-zA-Z_]+(\/|$)/.test(p))).toBe(false);
  });

  it('omits routes whose page is not built', () => {
    const onlyOrders = all.filter((r) => r.path === '/orders');
    expect(
      paths(menuGroups(onlyOrders, { type: 'user', permissions: ['order:view'] }, true)),
    ).toEqual(['/orders']);
  });

  it('offers an administrator without a company only the pages that open without one', () => {
    const groups = menuGroups(all, { type: 'admin', permissions: [] }, false);
    expect(groups.map((g) => g.group)).toEqual(['settings', 'admin']);
    const visible = paths(groups);
    expect(visible).toContain('/admin/users');
    expect(visible).toEqual(
      expect.arrayContaining(['/companies', '/settings/user-general-settings']),
    );
    for (const tenant of [
      '/',
      '/wb-stocks',
      '/payment-transaction',
      '/settings/cookies',
      '/supplies',
    ])
      expect(visible).not.toContain(tenant);
  });

  it('hides the company pages from a user without a company, but not the companies page', () => {
    const visible = paths(menuGroups(all, { type: 'user', permissions: [] }, false));
    expect(visible).toEqual(['/companies', '/settings/user-general-settings']);
  });
});
