import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface OptionSelectProps {
  label: string;
  /** The chosen option's value; '' for the first, "all" choice. */
  value: string;
  onChange: (value: string) => void;
  /** What the empty value means ("all cabinets", "all warehouses"). */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  minWidth?: number;
}

/**
 * A small select over a page's data (a report's cabinet, a grid's warehouse): "all" or one option.
 * Loaded lazily through `LazyOptionSelect`, so a page's first paint does not carry MUI's
 * text-field machinery.
 */
export default function OptionSelect(props: OptionSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ minWidth: props.minWidth ?? 200 }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{props.allLabel}</MenuItem>
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
