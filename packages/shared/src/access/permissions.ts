/**
 * The permission model of the seed (§6): a permission is a subject plus an action.
 * Declared once here and used by the server (enforcement), the client (hiding what the
 * user cannot do) and the role editor (the subjects × actions matrix).
 */
export const SUBJECTS = [
  'user',
  'role',
  'product',
  'order',
  'transportation',
  'warehouse',
  'acceptance',
  'finance',
  'report',
  'monitoring',
  'wbToken',
  'wbCookie',
  'wbAccount',
  'organization',
  'apiProxy',
  'category',
  'subject',
  'repriser',
  'district',
  'sync',
] as const;

/** A permission subject of the seed. */
export type Subject = (typeof SUBJECTS)[number];

export const ACTIONS = [
  'view',
  'edit',
  'create',
  'delete',
  'sync',
  'viewReportOrderStockAnalytic',
  'viewReportIncome',
  'viewReportProductFlow',
  'viewReportCalcDelivery',
] as const;

/** A permission action of the seed. */
export type Action = (typeof ACTIONS)[number];

/** A subject plus an action. */
export interface Permission {
  subject: Subject;
  action: Action;
}

const CRUD = ['view', 'create', 'edit', 'delete'] as const satisfies readonly Action[];

/**
 * Which actions make sense for each subject: the cells of the role editor's matrix.
 * Report actions exist only on `report`; `sync` only where something can be synced with WB.
 */
export const SUBJECT_ACTIONS: Readonly<Record<Subject, readonly Action[]>> = {
  user: CRUD,
  role: CRUD,
  product: [...CRUD, 'sync'],
  order: ['view', 'edit', 'sync'],
  transportation: CRUD,
  warehouse: CRUD,
  acceptance: CRUD,
  finance: CRUD,
  report: [
    'viewReportOrderStockAnalytic',
    'viewReportIncome',
    'viewReportProductFlow',
    'viewReportCalcDelivery',
  ],
  monitoring: CRUD,
  wbToken: CRUD,
  wbCookie: CRUD,
  wbAccount: [...CRUD, 'sync'],
  organization: CRUD,
  apiProxy: CRUD,
  category: CRUD,
  subject: ['view', 'edit'],
  repriser: CRUD,
  district: CRUD,
  sync: ['view', 'sync'],
};

/** Stable string form of a permission, e.g. `product:view`. */
export function permissionKey(p: Permission): string {
  return `${p.subject}:${p.action}`;
}

/** Parses `subject:action`; returns null for anything that is not a valid cell of the matrix. */
export function parsePermissionKey(key: string): Permission | null {
  const [subject, action, ...rest] = key.split(':');
  if (rest.length > 0 || !subject || !action) return null;
  if (!isSubject(subject) || !isAction(action)) return null;
  if (!SUBJECT_ACTIONS[subject].includes(action)) return null;
  return { subject, action };
}

export function isSubject(value: string): value is Subject {
  return (SUBJECTS as readonly string[]).includes(value);
}

export function isAction(value: string): value is Action {
  return (ACTIONS as readonly string[]).includes(value);
}

/** Every valid permission (all cells of the matrix), in matrix order. */
export const ALL_PERMISSIONS: readonly Permission[] = SUBJECTS.flatMap((subject) =>
  SUBJECT_ACTIONS[subject].map((action) => ({ subject, action })),
);
