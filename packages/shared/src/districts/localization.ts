import { Dec, toDec } from '../money/money';

/*
 * Localization index and WB's localization table (docs/domain.md#localization): ИЛ = local
 * orders ÷ all orders × 100 %; the band holding ИЛ gives КТР (a multiplier of the logistics
 * tariff) and КРП (a surcharge in % of the price).
 */

/** A band of the table: ИЛ in [ilFrom, ilTo) — the top band includes 100. Decimal strings. */
export interface LocalizationBand {
  ilFrom: string;
  ilTo: string;
  ktr: string;
  krpPercent: string;
}

/** ИЛ in %, two decimals; null (no orders to judge by) when there are none. */
export function localizationIndex(local: number, all: number): string | null {
  if (!Number.isInteger(local) || !Number.isInteger(all) || local < 0 || local > all) {
    throw new RangeError(`Local orders must be a whole number between 0 and all (${local}/${all})`);
  }
  if (all === 0) return null;
  return new Dec(local).div(all).times(100).toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2);
}

/** The band that holds an ИЛ; undefined when the table has a gap there. */
export function bandFor(
  il: string | number,
  bands: readonly LocalizationBand[],
): LocalizationBand | undefined {
  const value = toDec(il);
  return bands.find((b) => {
    const from = toDec(b.ilFrom);
    const to = toDec(b.ilTo);
    return value.gte(from) && (value.lt(to) || (to.eq(100) && value.eq(100)));
  });
}

/**
 * What a table fails to cover, as Russian messages: bands must not overlap and must cover 0–100
 * without gaps. Empty when the table is whole.
 */
export function localizationTableProblems(bands: readonly LocalizationBand[]): string[] {
  const sorted = [...bands].sort((a, b) => toDec(a.ilFrom).cmp(toDec(b.ilFrom)));
  const problems: string[] = [];
  let edge = new Dec(0);
  for (const band of sorted) {
    const from = toDec(band.ilFrom);
    const to = toDec(band.ilTo);
    if (!from.lt(to)) problems.push(`Полоса ${band.ilFrom}–${band.ilTo}: начало не меньше конца`);
    if (from.gt(edge)) problems.push(`Не покрыт ИЛ ${edge.toFixed()}–${from.toFixed()} %`);
    if (from.lt(edge)) problems.push(`Полоса ${band.ilFrom}–${band.ilTo} пересекается с соседней`);
    edge = Dec.max(edge, to);
  }
  if (edge.lt(100)) problems.push(`Не покрыт ИЛ ${edge.toFixed()}–100 %`);
  return problems;
}
