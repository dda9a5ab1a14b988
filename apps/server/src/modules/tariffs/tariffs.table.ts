import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { decimal, percent } from '../../db/columns';

/*
 * WB-wide reference data (docs/domain.md#reference-data): the same for every seller, so stored
 * once, without company or account (docs/sync.md, "Tariffs and acceptance"). A version row is valid
 * from its `valid_from` (MSK date) until the next version of the same key; one is added only when
 * the values differ from the version in force. "The tariff on date D" is the latest version with
 * `valid_from <= D`. Box, pallet and return versions may start after today: WB announces them
 * ahead, and a later sync corrects or removes them when WB revises or withdraws the
 * announcement (tariffs.datasets.ts). Readers of the current tariff ask for `valid_from <=`
 * today, never for the newest version.
 */

const recordedAt = () => timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow();

/** Box tariffs (`tariffs/box`, docs/wb-notes.md#box-tariffs) per warehouse, ₽ and %, exact. */
export const wbBoxTariffs = pgTable(
  'wb_box_tariffs',
  {
    warehouseName: text('warehouse_name').notNull(),
    validFrom: date('valid_from').notNull(),
    geoName: text('geo_name'),
    deliveryBase: decimal('delivery_base'),
    deliveryLiter: decimal('delivery_liter'),
    deliveryCoef: decimal('delivery_coef'),
    mpDeliveryBase: decimal('mp_delivery_base'),
    mpDeliveryLiter: decimal('mp_delivery_liter'),
    mpDeliveryCoef: decimal('mp_delivery_coef'),
    storageBase: decimal('storage_base'),
    storageLiter: decimal('storage_liter'),
    storageCoef: decimal('storage_coef'),
    /** The warehouse's row as WB sent it (fields without a column kept). */
    raw: jsonb('raw').notNull(),
    recordedAt: recordedAt(),
  },
  (t) => [primaryKey({ columns: [t.warehouseName, t.validFrom] })],
);

/** Pallet tariffs (`tariffs/pallet`, docs/wb-notes.md#pallet-and-return-tariffs). */
export const wbPalletTariffs = pgTable(
  'wb_pallet_tariffs',
  {
    warehouseName: text('warehouse_name').notNull(),
    validFrom: date('valid_from').notNull(),
    deliveryBase: decimal('delivery_base'),
    deliveryLiter: decimal('delivery_liter'),
    deliveryCoef: decimal('delivery_coef'),
    /** Storage of one pallet per day, ₽. */
    storageValue: decimal('storage_value'),
    storageCoef: decimal('storage_coef'),
    raw: jsonb('raw').notNull(),
    recordedAt: recordedAt(),
  },
  (t) => [primaryKey({ columns: [t.warehouseName, t.validFrom] })],
);

/** Return-to-seller tariffs (`tariffs/return`, docs/wb-notes.md#pallet-and-return-tariffs). */
export const wbReturnTariffs = pgTable(
  'wb_return_tariffs',
  {
    warehouseName: text('warehouse_name').notNull(),
    validFrom: date('valid_from').notNull(),
    kgtOfficeBase: decimal('kgt_office_base'),
    kgtOfficeLiter: decimal('kgt_office_liter'),
    kgtReturn: decimal('kgt_return'),
    srgOffice: decimal('srg_office'),
    srgReturn: decimal('srg_return'),
    supCourierBase: decimal('sup_courier_base'),
    supCourierLiter: decimal('sup_courier_liter'),
    supOfficeBase: decimal('sup_office_base'),
    supOfficeLiter: decimal('sup_office_liter'),
    supReturn: decimal('sup_return'),
    raw: jsonb('raw').notNull(),
    recordedAt: recordedAt(),
  },
  (t) => [primaryKey({ columns: [t.warehouseName, t.validFrom] })],
);

/**
 * Commission by subject per sales model, % (`tariffs/commission`, docs/wb-notes.md#commission). WB
 * gives no date: a version is valid from the MSK day it was first seen. `rates` holds every `kgvp*`
 * percentage of the row (country variants included) and is compared too.
 */
export const wbCommissions = pgTable(
  'wb_commissions',
  {
    subjectId: integer('subject_id').notNull(),
    validFrom: date('valid_from').notNull(),
    subjectName: text('subject_name'),
    parentId: integer('parent_id'),
    parentName: text('parent_name'),
    /** Склад WB (FBW/FBO): `paidStorageKgvp`. */
    fbw: percent('fbw'),
    /** Маркетплейс (FBS): `kgvpMarketplace`. */
    fbs: percent('fbs'),
    /** Витрина (DBS) and DBW: `kgvpSupplier`. */
    dbs: percent('dbs'),
    /** Витрина экспресс (EDBS): `kgvpSupplierExpress`. */
    edbs: percent('edbs'),
    /** Самовывоз (C&C): `kgvpPickup`. */
    pickup: percent('pickup'),
    /** Бронирование: `kgvpBooking`. */
    booking: percent('booking'),
    rates: jsonb('rates').notNull(),
    raw: jsonb('raw').notNull(),
    recordedAt: recordedAt(),
  },
  (t) => [primaryKey({ columns: [t.subjectId, t.validFrom] })],
);

/**
 * Acceptance coefficients now (`acceptance/coefficients`,
 * docs/wb-notes.md#acceptance-coefficients), per warehouse × date × box type; `box_type_id` 0 when
 * WB omits it (QR supply with boxes). Rows of past dates stay: they are the calendar's history.
 * Global like the tariffs.
 */
export const wbAcceptanceCoefficients = pgTable(
  'wb_acceptance_coefficients',
  {
    warehouseId: bigint('warehouse_id', { mode: 'number' }).notNull(),
    date: date('date').notNull(),
    boxTypeId: integer('box_type_id').notNull(),
    warehouseName: text('warehouse_name'),
    /** −1 closed, 0 free, ≥ 1 multiplier of the acceptance price. */
    coefficient: decimal('coefficient'),
    allowUnload: boolean('allow_unload'),
    storageCoef: decimal('storage_coef'),
    deliveryCoef: decimal('delivery_coef'),
    deliveryBaseLiter: decimal('delivery_base_liter'),
    deliveryAdditionalLiter: decimal('delivery_additional_liter'),
    storageBaseLiter: decimal('storage_base_liter'),
    storageAdditionalLiter: decimal('storage_additional_liter'),
    isSortingCenter: boolean('is_sorting_center'),
    raw: jsonb('raw').notNull(),
    /** When these values were first observed. */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.warehouseId, t.date, t.boxTypeId] }),
    index('wb_acceptance_coefficients_date_idx').on(t.date),
  ],
);

/** Every observed state of a coefficient that differs from the one before (first sight included). */
export const wbAcceptanceCoefficientChanges = pgTable(
  'wb_acceptance_coefficient_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    warehouseId: bigint('warehouse_id', { mode: 'number' }).notNull(),
    date: date('date').notNull(),
    boxTypeId: integer('box_type_id').notNull(),
    coefficient: decimal('coefficient'),
    allowUnload: boolean('allow_unload'),
    /** The state before (null on first sight), for alerts ("приёмка открылась"). */
    prevCoefficient: decimal('prev_coefficient'),
    prevAllowUnload: boolean('prev_allow_unload'),
    storageCoef: decimal('storage_coef'),
    deliveryCoef: decimal('delivery_coef'),
    deliveryBaseLiter: decimal('delivery_base_liter'),
    deliveryAdditionalLiter: decimal('delivery_additional_liter'),
    storageBaseLiter: decimal('storage_base_liter'),
    storageAdditionalLiter: decimal('storage_additional_liter'),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wb_acceptance_changes_key_idx').on(t.warehouseId, t.date, t.boxTypeId, t.observedAt),
    index('wb_acceptance_changes_observed_idx').on(t.observedAt),
  ],
);
