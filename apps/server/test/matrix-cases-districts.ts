/**
 * Authorization-matrix cases of /settings/districts (permission `district`, company-scoped) and
 * of the localization table (administrators only), see matrix-cases.ts. A district is inserted
 * directly into the scope's company (which then has a set of its own); copying and resetting
 * meet whatever set the earlier callers left, so their refusals for that are allowed.
 */
import { randomUUID } from 'node:crypto';
import type { Actor, MatrixCase, Scope, World } from './matrix-cases';
import { target } from './matrix-cases';
import { companyless } from './matrix-cases-warehouse';

/** A district of the scope's company, with a second one so that it is never the last. */
async function districtOf(w: World, a: Actor, s: Scope): Promise<string> {
  const companyId = target(w, a, s).company.id;
  const { rows } = await w.ctx.database.pool.query<{ id: string }>(
    `INSERT INTO districts (company_id, name, short_name)
     VALUES ($1, $2, 'О'), ($1, $3, 'О') RETURNING id`,
    [companyId, `Округ ${randomUUID()}`, `Округ ${randomUUID()}`],
  );
  return rows[0]!.id;
}

const content = async () => ({
  name: `Округ ${randomUUID()}`,
  shortName: 'О',
  areas: [{ kind: 'region', name: `Регион ${randomUUID()}` }],
  warehouses: [`Склад ${randomUUID()}`],
});

const onDistrict = (url: (id: string) => string, body?: () => Promise<unknown>): MatrixCase => ({
  foreign: true,
  build: async (w, a, s) => {
    if (companyless(a)) return null;
    const id = await districtOf(w, a, s);
    return { url: url(id), ...(body ? { body: await body() } : {}) };
  },
});

const ofCompany = (url: string, allowedErrors: string[], body?: () => Promise<unknown>) =>
  ({
    allowedErrors,
    build: async (_w, a) =>
      companyless(a) ? null : { url, ...(body ? { body: await body() } : {}) },
  }) satisfies MatrixCase;

const base = '/api/districts';
const tables = '/api/admin/localization-tables';
let day = 0;
/** A date far ahead no other request has used. */
const futureDate = () => {
  day += 1;
  return new Date(Date.UTC(2090, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
};

export const districtCases: Record<string, MatrixCase> = {
  // The list's page and export cases are generated (matrix-cases-lists.ts).
  [`GET ${base}/overview`]: ofCompany(`${base}/overview`, []),
  [`GET ${base}/choices`]: ofCompany(`${base}/choices`, []),
  [`POST ${base}/copy-defaults`]: ofCompany(`${base}/copy-defaults`, ['DISTRICTS_ALREADY_OWN']),
  [`POST ${base}/reset`]: ofCompany(`${base}/reset`, ['DISTRICTS_NOT_OWN']),
  [`POST ${base}`]: {
    build: async (w, a) => {
      if (companyless(a)) return null;
      await districtOf(w, a, 'own'); // a set of its own to add to
      return { url: base, body: await content() };
    },
  },
  [`GET ${base}/:id`]: onDistrict((id) => `${base}/${id}`),
  [`PUT ${base}/:id`]: onDistrict((id) => `${base}/${id}`, content),
  [`POST ${base}/:id/members`]: onDistrict(
    (id) => `${base}/${id}/members`,
    async () => ({ kind: 'warehouse', name: `Склад ${randomUUID()}` }),
  ),
  [`DELETE ${base}/:id`]: onDistrict((id) => `${base}/${id}`),

  [`GET ${tables}`]: { build: async () => ({ url: tables }) },
  [`POST ${tables}`]: {
    build: async () => ({
      url: tables,
      body: {
        validFrom: futureDate(),
        bands: [{ ilFrom: '0', ilTo: '100', ktr: '1', krpPercent: '0' }],
      },
    }),
  },
  [`DELETE ${tables}/:validFrom`]: {
    build: async (w) => {
      const date = futureDate();
      await w.ctx.database.pool.query(
        `INSERT INTO localization_coefficients (valid_from, il_from, il_to, ktr, krp_percent)
         VALUES ($1, 0, 100, 1, 0)`,
        [date],
      );
      return { url: `${tables}/${date}` };
    },
  },
};
