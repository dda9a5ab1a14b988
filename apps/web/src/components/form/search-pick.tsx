import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/**
 * A search field with the matches listed under it as buttons (keyboard: Tab to a match, Enter
 * picks it). `options` undefined: nothing searched or loaded yet.
 */
export function SearchPick<T>({
  label,
  search,
  onSearch,
  options,
  keyOf,
  labelOf,
  onPick,
  nothingFound,
}: {
  label: string;
  search: string;
  onSearch: (search: string) => void;
  options: readonly T[] | undefined;
  keyOf: (option: T) => string;
  labelOf: (option: T) => string;
  onPick: (option: T) => void;
  nothingFound: string;
}) {
  return (
    <Stack sx={{ flex: 2, position: 'relative' }}>
      <TextField
        size="small"
        label={label}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      {search.trim() && (
        <Stack
          component="ul"
          aria-label={label}
          sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: 240, overflowY: 'auto' }}
        >
          {(options ?? []).map((option) => (
            <li key={keyOf(option)}>
              <Button
                size="small"
                fullWidth
                sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none' }}
                onClick={() => {
                  onPick(option);
                  onSearch('');
                }}
              >
                {labelOf(option)}
              </Button>
            </li>
          ))}
          {options?.length === 0 && (
            <Typography component="li" variant="body2" color="text.secondary">
              {nothingFound}
            </Typography>
          )}
        </Stack>
      )}
    </Stack>
  );
}
