import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The top of a list page: what the page is for and its main action (e.g. "Add"), side by side
 * from `sm` up, stacked on phones.
 */
export function PageHeader({
  description,
  action,
}: {
  description: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <Typography color="text.secondary">{description}</Typography>
      {action}
    </Stack>
  );
}
