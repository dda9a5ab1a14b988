import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const ANY = '';

/** A list filter with an "any" choice; the empty string means no filter. */
export function FilterSelect({
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ANY}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 180 }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value={ANY}>{anyLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
