import TableCell from '@mui/material/TableCell';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../layout/visually-hidden';

/** The header of a table's actions column: right-aligned, its name for assistive tech only. */
export function ActionsHeadCell({ label }: { label: string }) {
  return (
    <TableCell align="right">
      <VisuallyHidden>{label}</VisuallyHidden>
    </TableCell>
  );
}

/** A row's actions (e.g. `RowActionButton`s): right-aligned, kept on one line. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </TableCell>
  );
}
