import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/query/api-client';

/**
 * A barcode scanner's input: a scanner types the barcode and Enter. `onScan` handles one code
 * and answers what to tell the user; a refusal (an unknown barcode) is shown as an error. The
 * field is cleared at once, so the next scan can follow while the last one is handled.
 */
export function ScanField({
  onScan,
  label,
  hint,
  children,
}: {
  onScan: (code: string) => Promise<string>;
  label?: string;
  hint?: string;
  /** Beside the field (e.g. the defect switch of an acceptance). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('warehouse');
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  const onKeyDown = async (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const scanned = code.trim();
    setCode('');
    if (!scanned) return;
    try {
      setMessage({ error: false, text: await onScan(scanned) });
    } catch (error) {
      setMessage({ error: true, text: isApiError(error) ? error.message : String(error) });
    }
  };

  return (
    <Stack spacing={1} sx={{ flex: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          sx={{ flex: 1 }}
          size="small"
          label={label ?? t('lines.scan')}
          helperText={hint ?? t('lines.scanHint')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => void onKeyDown(e as KeyboardEvent<HTMLInputElement>)}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        {children}
      </Stack>
      {message && (
        <Typography role="status" color={message.error ? 'error' : 'text.secondary'}>
          {message.text}
        </Typography>
      )}
    </Stack>
  );
}
