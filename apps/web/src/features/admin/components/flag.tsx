import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';

/** A yes/no cell: a tick and a word for "yes", a quiet dash-word for "no" (never colour alone). */
export function Flag({ on, label, offLabel }: { on: boolean; label: string; offLabel: string }) {
  return on ? (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Check fontSize="small" color="success" aria-hidden />
      {label}
    </Box>
  ) : (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {offLabel}
    </Box>
  );
}
