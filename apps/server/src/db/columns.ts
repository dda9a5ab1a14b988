import { numeric } from 'drizzle-orm/pg-core';

/** Money in roubles with kopecks (WB's own amounts are two-decimal). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** A percentage with four decimals (discounts, SPP, rates). */
export const percent = (name: string) => numeric(name, { precision: 9, scale: 4 });
/**
 * An exact decimal, unrounded (tariffs and coefficients as WB sent them, docs/wb-notes.md#tariffs).
 */
export const decimal = (name: string) => numeric(name);
