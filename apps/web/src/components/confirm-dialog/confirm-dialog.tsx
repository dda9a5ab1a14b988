import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmOptions {
  /** Default: 'Вы уверены?' */
  title?: ReactNode;
  description?: ReactNode;
  /** Default: 'Да' */
  confirmText?: string;
  /** Default: 'Отмена' */
  cancelText?: string;
  /** When set, the user must type it exactly before confirming (e.g. the object's name). */
  keyword?: string;
  /** When set, a checkbox with this label must be ticked before confirming. */
  acknowledgement?: ReactNode;
  /** Close (= cancel) on a click outside the dialog. Default: true. */
  closeOnOutsideClick?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The seed's confirmation dialog (§5, §9): red confirm button, optional keyword typed exactly and
 * optional acknowledgement checkbox; confirm stays disabled until both hold.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onConfirm, onCancel, keyword, acknowledgement } = props;
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const keywordOk = keyword === undefined || typed === keyword;
  const acknowledgementOk = acknowledgement === undefined || acknowledged;
  const canConfirm = keywordOk && acknowledgementOk;

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason === 'backdropClick' && props.closeOnOutsideClick === false) return;
        onCancel();
      }}
      aria-labelledby={titleId}
      aria-describedby={props.description ? descriptionId : undefined}
      maxWidth="xs"
      fullWidth
      data-testid="confirm-dialog"
    >
      <DialogTitle id={titleId}>{props.title ?? t('confirm.title')}</DialogTitle>
      <DialogContent>
        {props.description && (
          <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
            {props.description}
          </DialogContentText>
        )}
        {keyword !== undefined && (
          <TextField
            autoFocus
            fullWidth
            size="small"
            label={t('confirm.keywordLabel')}
            helperText={t('confirm.keywordPrompt', { keyword })}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && canConfirm) onConfirm();
            }}
          />
        )}
        {acknowledgement !== undefined && (
          <FormControlLabel
            sx={{ mt: keyword !== undefined ? 1 : 0 }}
            control={
              <Checkbox
                checked={acknowledged}
                onChange={(e) => setAcknowledged(e.target.checked)}
              />
            }
            label={acknowledgement}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          {props.cancelText ?? t('confirm.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          color="error"
          variant="contained"
          disabled={!canConfirm}
          autoFocus={keyword === undefined}
        >
          {props.confirmText ?? t('confirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default ConfirmDialog;
