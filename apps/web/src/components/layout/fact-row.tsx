import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A document's key facts under its heading: small captions over values, side by side and
 * wrapping (a definition list). For a longer two-column list use FactList.
 */
export function FactRow({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', gap: 3, m: 0 }}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
