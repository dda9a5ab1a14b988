import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the current view and saves it (optionally as the default of the grid). */
export function SaveViewDialog({
  onClose,
  onSave,
  pending,
}: {
  onClose: () => void;
  onSave: (name: string, isDefault: boolean) => void;
  pending: boolean;
}) {
  const { t } = useTranslation('datatable');
  const [name, setName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) onSave(name.trim(), isDefault);
        }}
      >
        <DialogTitle>{t('views.saveCurrent')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('views.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <FormControlLabel
            control={
              <Checkbox checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
            }
            label={t('views.makeDefault')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!name.trim() || pending}>
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
