import { adminCronReportList, type AdminJobRun } from '@wb/shared/admin/sync-admin.contract';
import type { ViewState } from '@wb/shared/list/view-state';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { useList } from '../../../components/data-table/use-list';
import { cronReportColumns } from './cron-report-columns';

/** Job runs on the one grid: start, duration, result, error. */
export function CronReportTable({ defaultView }: { defaultView: ViewState }) {
  const { t, i18n } = useTranslation('admin');
  const columns = useMemo(() => cronReportColumns(t, i18n.language), [t, i18n.language]);
  const list = useList(adminCronReportList);
  return (
    <DataTable
      list={list}
      label={t('cron.tableLabel')}
      columns={columns}
      defaultView={defaultView}
      rowId={(run: AdminJobRun) => String(run.id)}
    />
  );
}
