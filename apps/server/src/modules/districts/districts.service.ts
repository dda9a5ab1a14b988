/**
 * Shipping districts (docs/domain.md#shipping-districts): the system defaults are read-only; a
 * company copies them (one audited action) and then edits its own set — districts, their buyer
 * areas and warehouses, an area or warehouse in one district of the set only — or resets it.
 * Each change is one transaction with its audit row.
 */
import {
  federalDistrictKey,
  isHiddenWarehouse,
  RUSSIA,
  SYSTEM_DISTRICTS,
  type DistrictAreaKind,
} from '@wb/shared/districts/districts';
import type {
  District,
  DistrictChoices,
  DistrictsOverview,
  districtContentSchema,
  districtMemberSchema,
} from '@wb/shared/districts/districts.contract';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { isUniqueViolation } from '../../lib/errors';
import { versionedCache } from '../../lib/versioned-cache';
import { audit, type AuditContext } from '../audit/audit.service';
import { buyerDistrict } from './district-map';
import {
  districtNotFound,
  districtsAlreadyOwn,
  districtsNotOwn,
  duplicateDistrict,
  invalidMember,
  lastDistrict,
  memberTaken,
} from './districts.errors';
import * as repo from './districts.repository';
import type { AreaKey, DistrictRow } from './districts.repository';

type Content = ReturnType<typeof districtContentSchema.parse>;
type Member = ReturnType<typeof districtMemberSchema.parse>;

const AREA_LABEL: Record<DistrictAreaKind, string> = {
  federal_district: 'Федеральный округ',
  region: 'Регион',
  country: 'Страна',
};

/** The district with its members, for a company that may read it. */
export async function getDistrict(db: DbOrTx, companyId: string, id: string): Promise<District> {
  const row = await repo.districtRow(db, companyId, id);
  if (!row) throw districtNotFound();
  return toDto(db, companyId, row);
}

async function toDto(db: DbOrTx, companyId: string, row: DistrictRow): Promise<District> {
  return {
    id: row.id,
    name: row.name,
    shortName: row.shortName,
    abroad: row.abroad,
    position: row.position,
    system: row.companyId === null,
    systemKey: row.systemKey,
    areas: await repo.areasOf(db, row.id),
    warehouses: await repo.warehousesOf(db, row.id),
    officeWarehouses: await repo.officeWarehousesOf(db, companyId, row.id),
  };
}

/** A district of the company's own set, locked; a system default is read-only. */
async function ownDistrict(tx: Tx, companyId: string, id: string): Promise<DistrictRow> {
  const row = await repo.districtRow(tx, companyId, id, true);
  if (!row) throw districtNotFound();
  if (row.companyId === null) throw districtsNotOwn();
  return row;
}

/** The area as districts store it: a federal district by its short name. */
const areaKey = (kind: DistrictAreaKind, name: string): AreaKey => ({
  kind,
  name: kind === 'federal_district' ? federalDistrictKey(name) : name.trim(),
});

const uniqueAreas = (areas: AreaKey[]) => {
  const seen = new Map(areas.map((a) => [`${a.kind}\u0000${a.name}`, a]));
  return [...seen.values()];
};

/** Refuses the hidden «Склад WB» and anything another district of the set lists. */
async function checkMembers(
  tx: Tx,
  companyId: string,
  districtId: string | null,
  areas: AreaKey[],
  warehouses: string[],
  fields: { areas: string; warehouses: string },
): Promise<void> {
  const hidden = warehouses.find(isHiddenWarehouse);
  if (hidden)
    throw invalidMember(
      fields.warehouses,
      `«${hidden}» — склад, которым WB скрывает свои склады с 15.08.2026: его округ не определить`,
    );
  const takenAreas = await repo.areasElsewhere(tx, companyId, districtId, areas);
  if (takenAreas.length > 0)
    throw memberTaken(
      fields.areas,
      takenAreas.map(
        (a) =>
          `${AREA_LABEL[a.kind]} «${a.name}» уже в округе «${a.district}»: сначала уберите его оттуда`,
      ),
    );
  const takenWarehouses = await repo.warehousesElsewhere(tx, companyId, districtId, warehouses);
  if (takenWarehouses.length > 0)
    throw memberTaken(
      fields.warehouses,
      takenWarehouses.map(
        (w) => `Склад «${w.name}» уже в округе «${w.district}»: сначала уберите его оттуда`,
      ),
    );
}

const values = (input: repo.DistrictValues): repo.DistrictValues => ({
  name: input.name,
  shortName: input.shortName,
  abroad: input.abroad,
  position: input.position,
});

const membersOf = (input: Content) => ({
  areas: uniqueAreas(input.areas.map((a) => areaKey(a.kind, a.name))),
  warehouses: [...new Set(input.warehouses.map((w) => w.trim()))],
});

const CONTENT_FIELDS = { areas: 'areas', warehouses: 'warehouses' };

/** Runs a change, turning a second district of the same name into its field error. */
async function named<T>(name: string, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateDistrict(name);
    throw error;
  }
}

export async function createDistrict(
  database: Database,
  companyId: string,
  input: Content,
  ctx: AuditContext,
): Promise<District> {
  const id = await named(input.name, () =>
    database.db.transaction(async (tx) => {
      if (!(await repo.hasOwnSet(tx, companyId))) throw districtsNotOwn();
      const { areas, warehouses } = membersOf(input);
      await checkMembers(tx, companyId, null, areas, warehouses, CONTENT_FIELDS);
      const id = await repo.insertDistrict(tx, companyId, values(input));
      await repo.setMembers(tx, companyId, id, areas, warehouses);
      await audit(tx, ctx, {
        action: 'district.created',
        entity: 'district',
        entityId: id,
        after: { ...values(input), areas, warehouses },
      });
      return id;
    }),
  );
  return getDistrict(database.db, companyId, id);
}

export async function updateDistrict(
  database: Database,
  companyId: string,
  id: string,
  input: Content,
  ctx: AuditContext,
): Promise<District> {
  await named(input.name, () =>
    database.db.transaction(async (tx) => {
      const row = await ownDistrict(tx, companyId, id);
      const before = await toDto(tx, companyId, row);
      const { areas, warehouses } = membersOf(input);
      await checkMembers(tx, companyId, id, areas, warehouses, CONTENT_FIELDS);
      await repo.updateDistrict(tx, companyId, id, values(input));
      await repo.setMembers(tx, companyId, id, areas, warehouses);
      await audit(tx, ctx, {
        action: 'district.updated',
        entity: 'district',
        entityId: id,
        before: { ...values(before), areas: before.areas, warehouses: before.warehouses },
        after: { ...values(input), areas, warehouses },
      });
    }),
  );
  return getDistrict(database.db, companyId, id);
}

/** Adds one area or warehouse (the "add to district…" of an unmapped one). */
export async function addDistrictMember(
  database: Database,
  companyId: string,
  id: string,
  member: Member,
  ctx: AuditContext,
): Promise<District> {
  await database.db.transaction(async (tx) => {
    await ownDistrict(tx, companyId, id);
    const fields = { areas: 'name', warehouses: 'name' };
    if (member.kind === 'warehouse') {
      await checkMembers(tx, companyId, id, [], [member.name], fields);
      await repo.addWarehouse(tx, companyId, id, member.name);
    } else {
      const area = areaKey(member.kind, member.name);
      await checkMembers(tx, companyId, id, [area], [], fields);
      await repo.addArea(tx, companyId, id, area);
    }
    await audit(tx, ctx, {
      action: 'district.member_added',
      entity: 'district',
      entityId: id,
      after: member,
    });
  });
  return getDistrict(database.db, companyId, id);
}

/** Deletes a district of the own set; the last one is refused (resetting is another action). */
export async function deleteDistrict(
  database: Database,
  companyId: string,
  id: string,
  ctx: AuditContext,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const row = await ownDistrict(tx, companyId, id);
    const before = await toDto(tx, companyId, row);
    if ((await repo.setRows(tx, companyId)).length <= 1) throw lastDistrict();
    await repo.deleteDistrict(tx, companyId, id);
    await audit(tx, ctx, {
      action: 'district.deleted',
      entity: 'district',
      entityId: id,
      before: { ...values(before), areas: before.areas, warehouses: before.warehouses },
    });
  });
}

/** Copies the system defaults into the company's own set (system keys kept). */
export async function copyDefaults(
  database: Database,
  companyId: string,
  ctx: AuditContext,
): Promise<{ created: number }> {
  try {
    return await database.db.transaction(async (tx) => {
      if (await repo.hasOwnSet(tx, companyId)) throw districtsAlreadyOwn();
      const names = await repo.copyDefaults(tx, companyId);
      await audit(tx, ctx, {
        action: 'districts.defaults_copied',
        entity: 'district_set',
        entityId: companyId,
        after: { districts: names },
      });
      return { created: names.length };
    });
  } catch (error) {
    // Two copies at once: the second meets the first's names.
    if (isUniqueViolation(error)) throw districtsAlreadyOwn();
    throw error;
  }
}

/** Deletes the company's own set: the system defaults apply again. */
export async function resetDistricts(
  database: Database,
  companyId: string,
  ctx: AuditContext,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    if (!(await repo.hasOwnSet(tx, companyId))) throw districtsNotOwn();
    const names = await repo.deleteOwnSet(tx, companyId);
    await audit(tx, ctx, {
      action: 'districts.reset',
      entity: 'district_set',
      entityId: companyId,
      before: { districts: names },
    });
  });
}

/**
 * The area to add so that an address maps: in Russia its federal district (else its region),
 * abroad its country; null when the address names nothing.
 */
export function areaToMap(address: {
  country: string | null;
  federalDistrict: string | null;
  region: string | null;
}): AreaKey | null {
  const country = address.country?.trim() || RUSSIA;
  const fd = address.federalDistrict?.trim() ? federalDistrictKey(address.federalDistrict) : '';
  const region = address.region?.trim() ?? '';
  if (country !== RUSSIA) return { kind: 'country', name: country };
  if (fd) return { kind: 'federal_district', name: fd };
  if (region) return { kind: 'region', name: region };
  return null;
}

/** The overview per company, reused while its data version holds (as the list's pages). */
const overviewCache = versionedCache<DistrictsOverview>({
  maxAgeMs: 300_000,
  staleMs: 60_000,
  graceMs: 500,
  maxEntries: 2000,
});

export async function districtsOverview(db: DbOrTx, companyId: string): Promise<DistrictsOverview> {
  const version = await repo.dataVersion(db, companyId);
  return overviewCache.get(companyId, version, () => computeOverview(db, companyId));
}

async function computeOverview(db: DbOrTx, companyId: string): Promise<DistrictsOverview> {
  const warehouses = await repo.unmappedWarehouses(db, companyId);
  const addresses = await repo.unmappedAddresses(db, companyId, (area) =>
    buyerDistrict(companyId, area),
  );
  const areas = new Map<string, AreaKey & { orders: number }>();
  for (const address of addresses) {
    const area = areaToMap(address);
    if (!area) continue;
    const key = `${area.kind}\u0000${area.name}`;
    const found = areas.get(key) ?? { ...area, orders: 0 };
    found.orders += address.n;
    areas.set(key, found);
  }
  const hidden = warehouses.filter((w) => isHiddenWarehouse(w.name));
  const own = await repo.hasOwnSet(db, companyId);
  return {
    own,
    districts: (await repo.setRows(db, own ? companyId : null)).map((d) => ({
      id: d.id,
      name: d.name,
      systemKey: d.systemKey,
    })),
    unmappedWarehouses: warehouses.filter((w) => !isHiddenWarehouse(w.name)),
    unmappedAreas: [...areas.values()].sort(
      (a, b) => b.orders - a.orders || a.name.localeCompare(b.name, 'ru'),
    ),
    hidden:
      hidden.length === 0
        ? null
        : {
            name: hidden.map((w) => w.name).join(', '),
            orders: hidden.reduce((s, w) => s + w.orders, 0),
            stock: hidden.reduce((s, w) => s + w.stock, 0),
          },
  };
}

export async function districtChoices(db: DbOrTx, companyId: string): Promise<DistrictChoices> {
  const warehouses = (await repo.warehouseChoices(db, companyId)).filter(
    (w) => !isHiddenWarehouse(w),
  );
  const { addresses, listed, offices } = await repo.areaSources(db, companyId);
  const areas = new Map<string, AreaKey>();
  const add = (area: AreaKey | null) => {
    if (area && area.name) areas.set(`${area.kind}\u0000${area.name}`, area);
  };
  for (const d of SYSTEM_DISTRICTS) {
    d.federalDistricts.forEach((name) => add({ kind: 'federal_district', name }));
    d.countries.forEach((name) => add({ kind: 'country', name }));
  }
  offices.forEach((name) => add(areaKey('federal_district', name)));
  listed.forEach(add);
  for (const address of addresses) {
    add(areaToMap(address));
    // Regions of Russian addresses, to list one apart from its federal district.
    const region = address.region?.trim();
    if (region && (address.country?.trim() || RUSSIA) === RUSSIA)
      add({ kind: 'region', name: region });
  }
  return {
    warehouses,
    areas: [...areas.values()].sort(
      (a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name, 'ru'),
    ),
  };
}
