import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';

interface RecoveryCodesProps {
  codes: readonly string[];
  saved: boolean;
  onSavedChange: (saved: boolean) => void;
}

/** The one-time recovery codes, shown once: copy, download, and "I have saved them". */
export function RecoveryCodes({ codes, saved, onSavedChange }: RecoveryCodesProps) {
  const { t } = useTranslation('profile');
  const text = codes.join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      void notify(t('codes.copied'), { variant: 'success' });
    } catch {
      void notify(t('codes.copyFailed'), { variant: 'warning' });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack spacing={2} data-testid="recovery-codes">
      <Alert severity="warning">{t('codes.warning')}</Alert>
      <Box
        component="ol"
        aria-label={t('codes.listLabel')}
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
          userSelect: 'all',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        <Button startIcon={<ContentCopy />} onClick={() => void copy()} variant="outlined">
          {t('codes.copy')}
        </Button>
        <Button startIcon={<Download />} onClick={download} variant="outlined">
          {t('codes.download')}
        </Button>
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(e) => onSavedChange(e.target.checked)} />}
        label={t('codes.saved')}
      />
    </Stack>
  );
}
