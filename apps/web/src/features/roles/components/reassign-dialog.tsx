import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Role } from '@wb/shared/identity/roles.contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Step one of deleting a role in use: which role its members get instead. */
export function ReassignDialog({
  role,
  candidates,
  onCancel,
  onNext,
}: {
  role: Role;
  candidates: readonly Role[];
  onCancel: () => void;
  onNext: (target: Role) => void;
}) {
  const { t } = useTranslation('roles');
  const titleId = useId();
  const [targetId, setTargetId] = useState('');
  const target = candidates.find((r) => r.id === targetId);
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('delete.title', { name: role.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('delete.inUse', { count: role.membersCount })}
        </DialogContentText>
        <TextField
          select
          fullWidth
          autoFocus
          label={t('delete.target')}
          value={targetId}
          onChange={(e) => setTargetId(e.target.value)}
          data-testid="reassign-target"
        >
          {candidates.map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.id}>
              {candidate.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          {t('common:actions.cancel')}
        </Button>
        <Button variant="contained" disabled={!target} onClick={() => target && onNext(target)}>
          {t('delete.next')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
