import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { isDateInRange, MAX_DATE, MIN_DATE, type IsoDate } from '@wb/shared/dates/msk';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateLocalization } from './date-localization';

const MIN = dayjs(MIN_DATE);
const MAX = dayjs(MAX_DATE);

export interface AppDatePickerProps extends Omit<
  DatePickerProps,
  'value' | 'onChange' | 'minDate' | 'maxDate'
> {
  value: IsoDate | null;
  /** Called with a valid date inside 1900-01-01..2099-12-31, or null when cleared/invalid. */
  onChange: (value: IsoDate | null) => void;
  /** Narrower bounds inside the global range. */
  minDate?: IsoDate;
  maxDate?: IsoDate;
  helperText?: string;
  error?: boolean;
}

/** The picker's value as an ISO date, or null when cleared, invalid or outside 1900..2099. */
export function toIsoInRange(next: Dayjs | null): IsoDate | null {
  if (!next || !next.isValid()) return null;
  const iso = next.format('YYYY-MM-DD');
  return isDateInRange(iso) ? iso : null;
}

/** A date picker limited to 1900-01-01..2099-12-31 (seed §5) that speaks ISO dates. */
export function AppDatePicker({
  value,
  onChange,
  minDate,
  maxDate,
  helperText,
  error,
  ...rest
}: AppDatePickerProps) {
  const { t } = useTranslation();
  const min = minDate && minDate > MIN_DATE ? dayjs(minDate) : MIN;
  const max = maxDate && maxDate < MAX_DATE ? dayjs(maxDate) : MAX;
  const parsed = value ? dayjs(value) : null;
  const outOfRange = value !== null && !isDateInRange(value);
  return (
    <DateLocalization>
      <DatePicker
        {...rest}
        value={parsed}
        minDate={min}
        maxDate={max}
        onChange={(next: Dayjs | null) => onChange(toIsoInRange(next))}
        slotProps={{
          ...rest.slotProps,
          textField: {
            size: 'small',
            error: error || outOfRange,
            helperText: outOfRange ? t('dates.outOfRange') : helperText,
          },
        }}
      />
    </DateLocalization>
  );
}
