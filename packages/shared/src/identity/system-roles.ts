import {
  ALL_PERMISSIONS,
  permissionKey,
  SUBJECT_ACTIONS,
  type Permission,
  type Subject,
} from '../access/permissions';

/**
 * The system roles every company starts with (docs/product.md#routes-and-permissions); they cannot
 * be edited or deleted.
 */
export const SYSTEM_ROLE_KEYS = [
  'owner',
  'manager',
  'logistician',
  'financier',
  'analyst',
] as const;
export type SystemRoleKey = (typeof SYSTEM_ROLE_KEYS)[number];

const all = (subject: Subject): Permission[] =>
  SUBJECT_ACTIONS[subject].map((action) => ({ subject, action }));
const view = (...subjects: Subject[]): Permission[] =>
  subjects.map((subject) => ({ subject, action: 'view' }));
const reports = (...actions: Permission['action'][]): Permission[] =>
  actions.map((action) => ({ subject: 'report', action }));

const keys = (permissions: Permission[]) => [...new Set(permissions.map(permissionKey))].sort();

/**
 * Names and permissions of the system roles.
 * - Владелец: everything.
 * - Менеджер: runs sales — catalogue, orders, prices, repricer, WB cabinets and their sync;
 *   sees stock and logistics; no money, no team administration.
 * - Логист: own warehouses, receiving, transport, shipping districts and the logistics reports.
 * - Финансист: finances, legal entities, the P&L and product flow.
 * - Аналитик: looks at everything, changes nothing.
 */
export const SYSTEM_ROLES: Record<SystemRoleKey, { name: string; permissions: string[] }> = {
  owner: { name: 'Владелец', permissions: keys([...ALL_PERMISSIONS]) },
  manager: {
    name: 'Менеджер',
    permissions: keys([
      ...all('product'),
      ...all('order'),
      ...all('category'),
      ...all('subject'),
      ...all('repriser'),
      ...all('wbAccount'),
      ...view('wbToken', 'organization', 'warehouse', 'transportation', 'acceptance', 'district'),
      ...view('user', 'monitoring'),
      ...all('sync'),
      ...reports('viewReportOrderStockAnalytic', 'viewReportProductFlow', 'viewReportCalcDelivery'),
    ]),
  },
  logistician: {
    name: 'Логист',
    permissions: keys([
      ...all('warehouse'),
      ...all('acceptance'),
      ...all('transportation'),
      ...all('district'),
      ...view('product', 'order', 'category', 'subject', 'wbAccount', 'monitoring', 'sync'),
      ...reports('viewReportOrderStockAnalytic', 'viewReportProductFlow', 'viewReportCalcDelivery'),
    ]),
  },
  financier: {
    name: 'Финансист',
    permissions: keys([
      ...all('finance'),
      ...all('organization'),
      ...view('product', 'order', 'wbAccount', 'sync'),
      ...reports('viewReportIncome', 'viewReportProductFlow'),
    ]),
  },
  analyst: {
    name: 'Аналитик',
    permissions: keys([
      ...ALL_PERMISSIONS.filter((p) => p.action === 'view'),
      ...ALL_PERMISSIONS.filter((p) => p.subject === 'report'),
    ]),
  },
};
