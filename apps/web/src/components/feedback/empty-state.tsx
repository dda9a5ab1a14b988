import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What an empty list says, with the action that fills it (e.g. "Add"): for `QueryState`'s `empty`. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Typography>{children}</Typography>
      {action}
    </Stack>
  );
}
