import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The words of one import dialog, already translated by its feature. */
export interface FileImportLabels {
  title: string;
  hint: string;
  choose: string;
  chooseAnother: string;
  fileInput: string;
  checking: string;
  importing: string;
  close: string;
  /** The confirm button: "Import N rows", or why it cannot be pressed. */
  confirm: string;
}

export interface FileImportDialogProps {
  labels: FileImportLabels;
  accept: string;
  /** Largest file accepted; a larger one is refused before it is sent. */
  maxBytes: number;
  /** The refusal of a too large file, for its name. */
  tooBig: (name: string) => string;
  /** A chosen file within the limit: the feature starts its check. */
  onFile: (file: File) => void;
  /** The file being checked or imported, if any. */
  fileName?: string | undefined;
  /** Something next to the file button (a template to download). */
  extraActions?: ReactNode;
  /** A check result is shown: the file button offers another file. */
  checked: boolean;
  checking: boolean;
  importing: boolean;
  /** The check's or the import's failure, described. */
  error: string | null;
  /** The import's success message; the dialog then offers only to close. */
  done: ReactNode;
  canImport: boolean;
  onImport: () => void;
  onClose: () => void;
  /** The check's result (summary, warnings, the rows), shown until the import is done. */
  children?: ReactNode;
}

/**
 * The shell every file import shares: choose a file → the feature checks it and shows what the
 * import would do → import, possible only when the feature allows it → result. Nothing is written
 * before the confirmation; a busy dialog cannot be closed.
 */
export function FileImportDialog(props: FileImportDialogProps) {
  const { labels, checked, checking, importing, done } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [tooBig, setTooBig] = useState<string | null>(null);
  const busy = checking || importing;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // the same file again (fixed) must fire a change
    if (!chosen) return;
    if (chosen.size > props.maxBytes) {
      setTooBig(props.tooBig(chosen.name));
      return;
    }
    setTooBig(null);
    props.onFile(chosen);
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{labels.title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {!done && (
            <>
              <Typography variant="body2" color="text.secondary">
                {labels.hint}
              </Typography>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Button
                  variant={checked ? 'outlined' : 'contained'}
                  startIcon={<UploadFile />}
                  disabled={busy}
                  onClick={() => fileInput.current?.click()}
                >
                  {checked ? labels.chooseAnother : labels.choose}
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  hidden
                  accept={props.accept}
                  onChange={choose}
                  aria-label={labels.fileInput}
                />
                {props.extraActions}
                {props.fileName && !tooBig && (
                  <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
                    {props.fileName}
                  </Typography>
                )}
              </Stack>
            </>
          )}
          {busy && <LinearProgress aria-label={checking ? labels.checking : labels.importing} />}
          {tooBig && (
            <Alert severity="error" role="alert">
              {tooBig}
            </Alert>
          )}
          {props.error !== null && !tooBig && (
            <Alert severity="error" role="alert">
              {props.error}
            </Alert>
          )}
          {done ? (
            <Alert severity="success" role="status">
              {done}
            </Alert>
          ) : (
            !tooBig && props.children
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {done ? (
          <Button variant="contained" onClick={props.onClose}>
            {labels.close}
          </Button>
        ) : (
          <>
            <Button color="inherit" onClick={props.onClose} disabled={busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={props.onImport}
              disabled={!props.canImport || busy || Boolean(tooBig)}
            >
              {labels.confirm}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** "Show only the rows with problems": a switch shown when there are any. */
export function OnlyProblemsSwitch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(e) => onChange(e.target.checked)} />}
      label={label}
    />
  );
}
