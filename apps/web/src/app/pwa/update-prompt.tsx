import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppThemeProvider } from '../theme/app-theme-provider';

/**
 * 'Доступно обновление' with the single button 'Обновить' (seed §4). It cannot be closed by
 * Esc, a click outside or a close button: the only way on is the new version.
 */
export default function UpdatePrompt({ activate }: { activate: () => Promise<void> }) {
  return (
    <AppThemeProvider>
      <UpdateDialog activate={activate} />
    </AppThemeProvider>
  );
}

function UpdateDialog({ activate }: { activate: () => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open
      // Esc and clicks outside are ignored: there is no way to close it but updating.
      onClose={() => undefined}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid="update-dialog"
    >
      <DialogTitle id={titleId}>{t('update.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('update.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          variant="contained"
          autoFocus
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void activate();
          }}
        >
          {t('update.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
