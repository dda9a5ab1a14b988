import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Numeric } from '../format/formatter';
import { useFormat } from '../format/use-format';

/**
 * One cell per kind of value, for the DataTable's default cells and the feature columns alike:
 * every grid shows money, numbers, dates and WB identifiers the same way (components/format).
 */

/** An amount with its currency; «—» without one (never 0). */
export function MoneyCell({ value, currency }: { value: Numeric; currency?: string }) {
  return <>{useFormat().money(value, currency)}</>;
}

/** A number with grouped thousands. */
export function NumberCell({ value, fractionDigits }: { value: Numeric; fractionDigits?: number }) {
  return <>{useFormat().number(value, fractionDigits)}</>;
}

/** A value in percent (`25` → `25 %`). */
export function PercentCell({ value }: { value: Numeric }) {
  return <>{useFormat().percent(value)}</>;
}

/** A business day (a calendar date, or an instant's Moscow date). */
export function DateCell({ value }: { value: string | null | undefined }) {
  return <>{useFormat().date(value)}</>;
}

/** A business instant on the Moscow clock; a calendar date shows as its day. */
export function DateTimeCell({ value }: { value: string | null | undefined }) {
  return <>{useFormat().dateTime(value)}</>;
}

/** A WB identifier (nmID, vendor code, srid, barcode, supply or order id): digits ungrouped. */
export function IdCell({ value }: { value: Numeric }) {
  return <>{useFormat().id(value)}</>;
}

/** A status or another enum value as a small chip in its colour. */
export function StatusCell({ label, color }: { label: string; color?: ChipProps['color'] }) {
  return <Chip size="small" variant="outlined" color={color ?? 'default'} label={label} />;
}
