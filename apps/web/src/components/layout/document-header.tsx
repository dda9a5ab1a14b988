import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FactRow } from './fact-row';

/**
 * The top of a document's page (an operation, an acceptance, a transportation, a trip): its
 * title with its status beside it, its actions at the right (below on phones, wrapping), the
 * refusal of the last action, and its key facts.
 */
export function DocumentHeader({
  title,
  status,
  actions,
  error,
  facts,
}: {
  title: ReactNode;
  status: ReactNode;
  actions?: ReactNode;
  /** The last action's refusal, announced. */
  error?: string | null;
  facts: [string, ReactNode][];
}) {
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        // Gaps, not margins: the actions' `ml: auto` then pushes them to the right.
        useFlexGap
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          useFlexGap
        >
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {status}
        </Stack>
        {actions && (
          <Stack
            direction="row"
            spacing={1}
            sx={{ ml: { sm: 'auto' }, flexWrap: 'wrap', alignItems: 'flex-start' }}
            useFlexGap
          >
            {actions}
          </Stack>
        )}
      </Stack>
      {error && (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      )}
      <FactRow facts={facts} />
    </Stack>
  );
}
