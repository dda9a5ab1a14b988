import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormDialogProps {
  title: ReactNode;
  onClose: () => void;
  /** Usually `form.handleSubmit(...)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  submitText: ReactNode;
  submitDisabled?: boolean;
  /** Default: 'sm'. */
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Take the whole screen on phones (long forms). */
  fullScreenOnPhone?: boolean;
  /** Lines above and below the fields (long forms that scroll). */
  dividers?: boolean;
  children: ReactNode;
}

/**
 * An always-open dialog holding one form: title (naming the dialog and the form), the fields,
 * Cancel and a submit button. Shown while mounted; `onClose` unmounts it.
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  submitText,
  submitDisabled,
  maxWidth = 'sm',
  fullScreenOnPhone,
  dividers,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
      fullScreen={Boolean(fullScreenOnPhone) && phone}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form noValidate aria-labelledby={titleId} onSubmit={(e) => void onSubmit(e)}>
        <DialogContent dividers={dividers}>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={submitDisabled}>
            {submitText}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
