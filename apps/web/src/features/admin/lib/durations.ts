const AGO_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** How long ago, in words of the interface language: "2 часа назад", "3 days ago". */
export function formatAgo(seconds: number, language: string): string {
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const [unit, size] = AGO_UNITS.find(([, s]) => seconds >= s) ?? AGO_UNITS[AGO_UNITS.length - 1]!;
  return rtf.format(-Math.floor(seconds / size), unit);
}

/** A duration in short units: "850 мс", "12,5 с", "3,2 мин", "1,5 ч". */
export function formatDuration(ms: number, language: string): string {
  const unit = (value: number, name: string, digits: number) =>
    new Intl.NumberFormat(language, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    }).format(value);
  if (ms < 1_000) return unit(ms, 'millisecond', 0);
  if (ms < 60_000) return unit(ms / 1_000, 'second', 1);
  if (ms < 3_600_000) return unit(ms / 60_000, 'minute', 1);
  return unit(ms / 3_600_000, 'hour', 1);
}
