import Typography from '@mui/material/Typography';
import { SUBJECT_COLUMNS, type SubjectRow } from '@wb/shared/subjects/subjects.contract';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../../components/data-table/types';
import { useFormat } from '../../../components/format/use-format';

/** A commission version starts on a Moscow day: shown as a date, without a time. */
function CommissionFrom({ value }: { value: string | null }) {
  const { date } = useFormat();
  return <>{date(value)}</>;
}

/** The /products/subject columns: the shared definitions with labels and a few cells. */
export function subjectColumns(t: TFunction<'subjects'>): DataColumn<SubjectRow>[] {
  return SUBJECT_COLUMNS.map((def): DataColumn<SubjectRow> => {
    const column: DataColumn<SubjectRow> = { ...def, label: t(`columns.${def.key}`) };
    switch (def.key) {
      case 'name':
        return {
          ...column,
          render: (row) => (
            <Typography variant="inherit" noWrap title={row.name ?? ''}>
              {row.name ?? t('unnamed', { id: row.subjectId })}
            </Typography>
          ),
        };
      case 'commissionFrom':
        return { ...column, render: (row) => <CommissionFrom value={row.commissionFrom} /> };
      default:
        return column;
    }
  });
}
