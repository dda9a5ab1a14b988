import { JOB_RUN_STATUSES } from '@wb/shared/admin/sync-admin.contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/feedback/query-state';
import { syncAdminQueries, type CronReportQuery } from '../api/sync-admin-queries';
import { CronReportTable } from '../components/cron-report-table';
import { FilterSelect } from '../components/filter-select';
import { ListFrame } from '../components/list-frame';
import { useListParams } from '../lib/use-list-params';

const FILTERS = ['name', 'status'] as const;
type Status = (typeof JOB_RUN_STATUSES)[number];
const isStatus = (v: string | undefined): v is Status => JOB_RUN_STATUSES.includes(v as Status);

/** /admin/cron-report: every run of the scheduled and queued jobs, newest first; failures stand out. */
export default function AdminCronReportPage() {
  const { t } = useTranslation('admin');
  const params = useListParams(FILTERS);
  const { name, status } = params.filters;
  const query: CronReportQuery = {
    page: params.page,
    pageSize: params.pageSize,
    name: name || undefined,
    status: isStatus(status) ? status : undefined,
  };
  const report = useQuery(syncAdminQueries.cronReport(query));
  const names = report.data?.names ?? [];
  // The chosen name stays selectable while the list of names loads.
  const nameOptions = name && !names.includes(name) ? [name, ...names] : names;
  return (
    <ListFrame
      params={params}
      total={report.data?.total}
      fetching={report.isFetching && !report.isPending}
      empty={report.data?.items.length === 0}
      filters={
        <>
          <FilterSelect
            label={t('cron.job')}
            anyLabel={t('filters.any')}
            value={query.name}
            options={nameOptions.map((n) => ({ value: n, label: n }))}
            onChange={(value) => params.update({ name: value })}
          />
          <FilterSelect
            label={t('cron.result')}
            anyLabel={t('filters.any')}
            value={query.status}
            options={JOB_RUN_STATUSES.map((s) => ({ value: s, label: t(`runStatus.${s}`) }))}
            onChange={(value) => params.update({ status: value })}
          />
        </>
      }
    >
      <QueryState query={report}>{(page) => <CronReportTable rows={page.items} />}</QueryState>
    </ListFrame>
  );
}
