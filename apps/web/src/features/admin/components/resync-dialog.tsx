import Typography from '@mui/material/Typography';
import type { AdminSyncRow } from '@wb/shared/admin/sync-admin.contract';
import { mskDate, type IsoDate } from '@wb/shared/dates/msk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDatePicker } from '../../../components/date/app-date-picker';
import { FormDialog } from '../../../components/form/form-dialog';

/** Asks from which date an account × dataset is read again. */
export function ResyncDialog({
  row,
  onClose,
  onSubmit,
}: {
  row: AdminSyncRow;
  onClose: () => void;
  onSubmit: (from: IsoDate) => void;
}) {
  const { t } = useTranslation(['admin', 'connections']);
  const [from, setFrom] = useState<IsoDate | null>(null);
  const today = mskDate();
  return (
    <FormDialog
      title={t('sync.resyncTitle', {
        account: row.accountName,
        dataset: t(`connections:datasets.${row.dataset}`),
      })}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (from) onSubmit(from);
      }}
      submitText={t('sync.resyncSubmit')}
      submitDisabled={!from || from > today}
      maxWidth="xs"
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('sync.resyncText')}
      </Typography>
      <AppDatePicker
        label={t('sync.resyncFrom')}
        value={from}
        onChange={setFrom}
        maxDate={today}
        autoFocus
      />
    </FormDialog>
  );
}
