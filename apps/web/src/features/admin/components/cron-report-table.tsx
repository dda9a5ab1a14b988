import type { AdminJobRun } from '@wb/shared/admin/sync-admin.contract';
import type { ViewState } from '@wb/shared/list/view-state';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import {
  CRON_REPORT_EXPORT_PATH,
  fetchCronReportPage,
  syncAdminQueries,
} from '../api/sync-admin-queries';
import { cronReportColumns } from './cron-report-columns';

/** Job runs on the one grid: start, duration, result, error. */
export function CronReportTable({ defaultView }: { defaultView: ViewState }) {
  const { t, i18n } = useTranslation('admin');
  const columns = useMemo(() => cronReportColumns(t, i18n.language), [t, i18n.language]);
  return (
    <DataTable
      resource="adminCronReport"
      label={t('cron.tableLabel')}
      columns={columns}
      defaultView={defaultView}
      queryKey={syncAdminQueries.cronReport()}
      fetchPage={fetchCronReportPage}
      exportPath={CRON_REPORT_EXPORT_PATH}
      rowId={(run: AdminJobRun) => String(run.id)}
    />
  );
}
