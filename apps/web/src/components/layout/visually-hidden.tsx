import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Text for assistive technology only (e.g. the header of an actions column). Kept in the flow
 * (not absolutely positioned), so inside a horizontally scrolling table it cannot widen the page.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        verticalAlign: 'top',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clipPath: 'inset(50%)',
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}
