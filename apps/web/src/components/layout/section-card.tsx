import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface SectionCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the top right (below the title on narrow screens). */
  action?: ReactNode;
  /** Red outline for destructive settings ("danger zone"). */
  danger?: boolean;
  children?: ReactNode;
  'data-testid'?: string;
}

/** A titled block of a page (a form, a list, a danger zone), labelled for assistive tech. */
export function SectionCard({
  title,
  description,
  action,
  danger,
  children,
  ...rest
}: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid={rest['data-testid']}
      sx={{ p: { xs: 2, sm: 3 }, borderColor: danger ? 'error.main' : undefined, minWidth: 0 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{
          alignItems: { sm: 'flex-start' },
          justifyContent: 'space-between',
          mb: children ? 2 : 0,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h6"
            component="h2"
            id={headingId}
            color={danger ? 'error' : undefined}
            sx={{ fontSize: '1.1rem' }}
          >
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {description}
            </Typography>
          )}
        </Box>
        {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
      </Stack>
      {children}
    </Paper>
  );
}
