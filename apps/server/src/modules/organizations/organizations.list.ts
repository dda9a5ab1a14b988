import type { Organization, organizationsList } from '@wb/shared';
import { sql } from 'drizzle-orm';
import { textOrNull, type ListSource } from '../../lib/list-query';
import type { StoredBankDetails } from './organizations.table';

const iso = (v: unknown) => new Date(v as string | Date).toISOString();

/** One company's legal entities as the /organizations grid (o = organizations). */
export const organizationsSource: ListSource<typeof organizationsList> = {
  columns: {
    name: { expr: sql`o.name`, sqlType: 'text', notNull: true },
    form: { expr: sql`o.form`, sqlType: 'text', notNull: true },
    inn: { expr: sql`o.inn`, sqlType: 'text', notNull: true },
    kpp: { expr: sql`o.kpp`, sqlType: 'text' },
    ogrn: { expr: sql`o.ogrn`, sqlType: 'text' },
    taxSystem: { expr: sql`o.tax_system`, sqlType: 'text', notNull: true },
    // `6.0000` is shown as `6` (trimDecimal of the service).
    taxRate: { expr: sql`trim_scale(o.tax_rate)`, sqlType: 'numeric', notNull: true },
    vatRate: { expr: sql`trim_scale(o.vat_rate)`, sqlType: 'numeric' },
    accountsCount: {
      expr: sql`(SELECT count(*) FROM wb_accounts a WHERE a.organization_id = o.id)`,
      sqlType: 'bigint',
      notNull: true,
    },
    address: { expr: sql`o.address`, sqlType: 'text' },
    createdAt: { expr: sql`o.created_at`, sqlType: 'timestamptz', notNull: true },
  },
  from: sql`organizations o`,
  tenant: sql`o.company_id`,
  tiebreak: [{ expr: sql`o.id`, sqlType: 'uuid' }],
  defaultSort: [{ field: 'name', dir: 'asc' }],
  extra: {
    id: { expr: sql`o.id` },
    bank: { expr: sql`o.bank` },
    updatedAt: { expr: sql`o.updated_at` },
  },
  mapRow: (r) => ({
    id: String(r.id),
    form: r.form as Organization['form'],
    name: String(r.name),
    inn: String(r.inn),
    kpp: textOrNull(r.kpp),
    ogrn: textOrNull(r.ogrn),
    taxSystem: r.taxSystem as Organization['taxSystem'],
    taxRate: String(r.taxRate),
    vatRate: textOrNull(r.vatRate),
    address: textOrNull(r.address),
    bank: (r.bank as StoredBankDetails | null) ?? null,
    accountsCount: Number(r.accountsCount),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }),
};
