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
    expect(menuGroups(all, null)).toEqual([]);
  });

  it('shows only the routes the role grants, in menu-group order', () => {
    const groups = menuGroups(all, {
      type: 'user',
      permissions: ['order:view', 'report:viewReportIncome'],
    });
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
    const admin = paths(menuGroups(all, { type: 'admin', permissions: [] }));
    expect(admin).toContain('/admin/users');
    expect(admin).not.toContain('/supplies');
    const adminWithMonitoring = paths(
      menuGroups(all, { type: 'admin', permissions: ['monitoring:view'] }),
    );
    expect(adminWithMonitoring).toContain('/supplies');
    const userWithMonitoring = paths(
      menuGroups(all, { type: 'user', permissions: ['monitoring:view'] }),
    );
    expect(userWithMonitoring).not.toContain('/supplies');
  });

  it('never lists routes with parameters', () => {
    const everything = paths(
      menuGroups(all, {
        type: 'admin',
        permissions: ROUTES.flatMap((r) =>
          r.access.permission
            ? [`${r.access.permission.subject}:${r.access.permission.action}`]
            : [],
        ),
      }),
    );
    expect(everything.some((p) => /:[a-zA-Z_]+(\/|$)/.test(p))).toBe(false);
  });

  it('omits routes whose page is not built', () => {
    const onlyOrders = all.filter((r) => r.path === '/orders');
    expect(paths(menuGroups(onlyOrders, { type: 'user', permissions: ['order:view'] }))).toEqual([
      '/orders',
    ]);
  });
});
