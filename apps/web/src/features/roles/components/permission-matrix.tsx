import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SUBJECTS } from '@wb/shared/access/permissions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  allKeys,
  cellKey,
  columnKeys,
  groupState,
  isCell,
  MATRIX_ACTIONS,
  rowKeys,
  setGroup,
} from '../lib/permission-matrix';

export interface PermissionMatrixProps {
  /** Granted permission keys (`subject:action`). */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** System roles and users without role:edit see the matrix but cannot change it. */
  readOnly?: boolean;
}

const sticky = {
  position: 'sticky',
  insetInlineStart: 0,
  bgcolor: 'background.paper',
  zIndex: 1,
  minWidth: { xs: 128, sm: 160 },
} as const;

// Read-only (system role): ticks stay legible instead of fading like ordinary disabled boxes.
const checkboxSx = {
  p: 0.75,
  '&.Mui-disabled.Mui-checked, &.Mui-disabled.MuiCheckbox-indeterminate': {
    color: 'action.active',
  },
} as const;

/**
 * The subjects × actions matrix of a role: a checkbox only where the permission exists
 * (SUBJECT_ACTIONS), "all" per row and per column, and one for the whole matrix.
 */
export function PermissionMatrix({ value, onChange, readOnly = false }: PermissionMatrixProps) {
  const { t } = useTranslation('roles');
  const granted = useMemo(() => new Set(value), [value]);

  const groupBox = (keys: readonly string[], label: string) => {
    const state = groupState(granted, keys);
    return (
      <Checkbox
        size="small"
        sx={checkboxSx}
        checked={state === 'all'}
        indeterminate={state === 'some'}
        disabled={readOnly}
        onChange={(e) => onChange(setGroup(value, keys, e.target.checked))}
        slotProps={{ input: { 'aria-label': label } }}
      />
    );
  };

  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t('matrix.label')} data-testid="permission-matrix">
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...sticky, zIndex: 2, verticalAlign: 'bottom' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                {groupBox(allKeys(), t('matrix.all'))}
                {t('matrix.subject')}
              </Box>
            </TableCell>
            {MATRIX_ACTIONS.map((action) => (
              <TableCell
                key={action}
                align="center"
                title={t(`actions.${action}`)}
                sx={{
                  minWidth: 64,
                  maxWidth: 96,
                  px: 0.5,
                  lineHeight: 1.2,
                  verticalAlign: 'bottom',
                }}
              >
                <Box sx={{ fontSize: '0.75rem', mb: 0.5, hyphens: 'auto' }}>
                  {t(`actionsShort.${action}`)}
                </Box>
                {groupBox(
                  columnKeys(action),
                  t('matrix.column', { action: t(`actions.${action}`) }),
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {SUBJECTS.map((subject) => {
            const subjectName = t(`subjects.${subject}`);
            return (
              <TableRow key={subject} hover>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ ...sticky, whiteSpace: { sm: 'nowrap' } }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    {groupBox(rowKeys(subject), t('matrix.row', { subject: subjectName }))}
                    {subjectName}
                  </Box>
                </TableCell>
                {MATRIX_ACTIONS.map((action) => {
                  if (!isCell(subject, action)) return <TableCell key={action} aria-hidden />;
                  const key = cellKey(subject, action);
                  return (
                    <TableCell key={action} align="center" padding="checkbox">
                      <Checkbox
                        size="small"
                        sx={checkboxSx}
                        checked={granted.has(key)}
                        disabled={readOnly}
                        onChange={(e) => onChange(setGroup(value, [key], e.target.checked))}
                        slotProps={{
                          input: {
                            'aria-label': t('matrix.cell', {
                              subject: subjectName,
                              action: t(`actions.${action}`),
                            }),
                          },
                        }}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
