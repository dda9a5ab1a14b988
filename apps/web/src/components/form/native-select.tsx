import Box from '@mui/material/Box';
import type { ComponentProps } from 'react';

/**
 * The browser's own select, in the theme's colours: keyboard and screen readers know it, and it
 * costs none of MUI's Select, Menu and Popover (kept out of the grids' first load).
 */
export function NativeSelect({
  fullWidth,
  ...props
}: Omit<ComponentProps<'select'>, 'ref'> & { fullWidth?: boolean }) {
  return (
    <Box
      component="select"
      {...props}
      sx={{
        font: 'inherit',
        fontSize: 14,
        color: 'text.primary',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 0.5,
        py: 0.25,
        width: fullWidth ? '100%' : undefined,
        '&:disabled': { color: 'text.disabled' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    />
  );
}
