import Checkbox from '@mui/material/Checkbox';

/** A row's (or the page's) selection checkbox; loaded only by grids with row selection. */
export function SelectCheckbox(props: {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  label: string;
  onChange: () => void;
}) {
  return (
    <Checkbox
      size="small"
      checked={props.checked}
      indeterminate={props.indeterminate ?? false}
      disabled={props.disabled ?? false}
      onChange={props.onChange}
      slotProps={{ input: { 'aria-label': props.label } }}
    />
  );
}
