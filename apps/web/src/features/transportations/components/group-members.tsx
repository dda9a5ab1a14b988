import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { LogisticsGroup } from '@wb/shared/transportations/logistics-groups.contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NativeSelect } from '../../../components/form/native-select';
import { useFormat } from '../../../components/format/use-format';
import { SectionCard } from '../../../components/layout/section-card';
import { transportationQueries } from '../api/transportations-queries';
import { COMPACT, PHONE_ONLY, WIDE_ONLY } from '../lib/table';
import { StatusChip } from './status-chip';

/**
 * The transportations a trip carries and their shares of its cost (by volume); when the split
 * is unknown, the reason instead of a share. `onChange` saves the new list of ids.
 */
export function GroupMembers({
  g,
  editable,
  pending,
  onChange,
}: {
  g: LogisticsGroup;
  editable: boolean;
  pending: boolean;
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation('transportations');
  const format = useFormat();
  const selectId = useId();
  const [chosen, setChosen] = useState('');
  const candidates = useQuery({ ...transportationQueries.candidates(), enabled: editable });
  const ids = g.transportations.map((m) => m.id);
  const free = (candidates.data ?? []).filter(
    (c) => !ids.includes(c.id) && (c.logisticsGroup === null || c.logisticsGroup === g.name),
  );
  const litres = (v: string | null) => (v === null ? t('detail.unknown') : format.number(v, 3));
  return (
    <SectionCard title={t('groups.members')}>
      <Stack spacing={2}>
        {g.costReason && (
          <Alert severity="info" role="status">
            {t('groups.noSplit', { reason: g.costReason })}
          </Alert>
        )}
        {g.transportations.length === 0 ? (
          <Typography color="text.secondary">{t('groups.noMembers')}</Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('groups.members')} sx={COMPACT}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.number')}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{t('columns.wbWarehouse')}</TableCell>
                  <TableCell>{t('columns.status')}</TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {t('columns.volume')}
                  </TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {t('columns.weight')}
                  </TableCell>
                  <TableCell align="right">{t('groups.share')}</TableCell>
                  {editable && <TableCell />}
                </TableRow>
              </TableHead>
              <TableBody>
                {g.transportations.map((m) => (
                  <TableRow key={m.id}>
                    <TableCell>
                      <Link component={RouterLink} to={`/transportations/${m.id}`}>
                        {`${m.number}/${m.year}`}
                      </Link>
                      <Typography variant="caption" color="text.secondary" sx={PHONE_ONLY}>
                        {m.wbWarehouse} · {t('columns.volume')} {litres(m.volume)}
                      </Typography>
                    </TableCell>
                    <TableCell sx={WIDE_ONLY}>{m.wbWarehouse}</TableCell>
                    <TableCell>
                      <StatusChip status={m.status} />
                    </TableCell>
                    <TableCell align="right" sx={WIDE_ONLY}>
                      {litres(m.volume)}
                    </TableCell>
                    <TableCell align="right" sx={WIDE_ONLY}>
                      {litres(m.weight)}
                    </TableCell>
                    <TableCell align="right">
                      {m.costShare === null ? (
                        <Typography component="span" variant="body2" color="text.secondary">
                          {m.status === 'cancelled'
                            ? t('groups.cancelledShare')
                            : t('groups.unknownShare')}
                        </Typography>
                      ) : (
                        format.money(m.costShare, 'RUB')
                      )}
                    </TableCell>
                    {editable && (
                      <TableCell>
                        <IconButton
                          aria-label={t('groups.remove', { number: `${m.number}/${m.year}` })}
                          disabled={pending}
                          onClick={() => onChange(ids.filter((id) => id !== m.id))}
                        >
                          <DeleteOutlined />
                        </IconButton>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {editable && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <label htmlFor={selectId}>
              <Typography variant="body2">{t('groups.add')}</Typography>
            </label>
            <NativeSelect
              id={selectId}
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
              disabled={free.length === 0}
            >
              <option value="">
                {free.length === 0 ? t('groups.noCandidates') : t('groups.choose')}
              </option>
              {free.map((c) => (
                <option key={c.id} value={c.id}>
                  {t('groups.candidate', {
                    number: `${c.number}/${c.year}`,
                    warehouse: c.wbWarehouse,
                    date: format.date(c.plannedDate),
                    status: t(`statuses.${c.status}`),
                  })}
                </option>
              ))}
            </NativeSelect>
            <Button
              variant="outlined"
              disabled={!chosen || pending}
              onClick={() => {
                onChange([...ids, chosen]);
                setChosen('');
              }}
            >
              {t('groups.addButton')}
            </Button>
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
