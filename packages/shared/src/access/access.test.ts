import { describe, expect, it } from 'vitest';
import { canAccess, decideAccess, isValidAccessRule, type Principal } from './access';
import {
  ALL_PERMISSIONS,
  parsePermissionKey,
  permissionKey,
  SUBJECT_ACTIONS,
  SUBJECTS,
} from './permissions';

const user = (permissions: string[] = []): Principal => ({ type: 'user', permissions });
const admin = (permissions: string[] = []): Principal => ({ type: 'admin', permissions });

describe('decideAccess', () => {
  it('lets anyone into public routes', () => {
    expect(decideAccess({ public: true }, null)).toBe('allow');
  });

  it('needs a session for everything else', () => {
    expect(decideAccess({ signedIn: true }, null)).toBe('unauthenticated');
    expect(decideAccess({ adminOnly: true }, null)).toBe('unauthenticated');
    expect(decideAccess({ permission: { subject: 'order', action: 'view' } }, null)).toBe(
      'unauthenticated',
    );
    expect(decideAccess({ signedIn: true }, user())).toBe('allow');
  });

  it('checks the permission of the current role', () => {
    const rule = { permission: { subject: 'order', action: 'view' } } as const;
    expect(decideAccess(rule, user(['order:view']))).toBe('allow');
    expect(decideAccess(rule, user(['order:edit']))).toBe('forbidden');
    expect(decideAccess(rule, { type: 'user', permissions: new Set(['order:view']) })).toBe(
      'allow',
    );
  });

  it('requires user type admin for admin-only rules, and both where a permission is named too', () => {
    expect(decideAccess({ adminOnly: true }, user(['monitoring:view']))).toBe('forbidden');
    expect(decideAccess({ adminOnly: true }, admin())).toBe('allow');
    const both = {
      permission: { subject: 'monitoring', action: 'view' },
      adminOnly: true,
    } as const;
    expect(canAccess(both, user(['monitoring:view']))).toBe(false);
    expect(canAccess(both, admin())).toBe(false);
    expect(canAccess(both, admin(['monitoring:view']))).toBe(true);
  });
});

describe('isValidAccessRule', () => {
  it('accepts exactly one of the four forms', () => {
    expect(isValidAccessRule({ public: true })).toBe(true);
    expect(isValidAccessRule({ signedIn: true })).toBe(true);
    expect(isValidAccessRule({ adminOnly: true })).toBe(true);
    expect(isValidAccessRule({ permission: { subject: 'user', action: 'view' } })).toBe(true);
    expect(
      isValidAccessRule({ permission: { subject: 'user', action: 'view' }, adminOnly: true }),
    ).toBe(true);
  });

  it('rejects missing, mixed or malformed rules', () => {
    expect(isValidAccessRule(undefined)).toBe(false);
    expect(isValidAccessRule({})).toBe(false);
    expect(isValidAccessRule({ adminOnly: false })).toBe(false);
    expect(isValidAccessRule({ public: true, signedIn: true })).toBe(false);
    expect(isValidAccessRule({ public: true, adminOnly: true })).toBe(false);
  });
});

describe('permissions', () => {
  it('has the seed subjects and actions', () => {
    expect(SUBJECTS).toHaveLength(20);
    expect(SUBJECT_ACTIONS.report).toEqual([
      'viewReportOrderStockAnalytic',
      'viewReportIncome',
      'viewReportProductFlow',
      'viewReportCalcDelivery',
    ]);
  });

  it('round-trips keys and rejects cells outside the matrix', () => {
    for (const p of ALL_PERMISSIONS) expect(parsePermissionKey(permissionKey(p))).toEqual(p);
    expect(parsePermissionKey('report:view')).toBeNull();
    expect(parsePermissionKey('nobody:view')).toBeNull();
    expect(parsePermissionKey('order:view:extra')).toBeNull();
    expect(parsePermissionKey('order')).toBeNull();
  });
});
