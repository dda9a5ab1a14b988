import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  countAcceptanceContract,
  hasDiscrepancy,
  scanAcceptanceContract,
  updateAcceptanceContract,
  type Acceptance,
} from '@wb/shared/warehouse/acceptance.contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../app/query/api-client';
import { useCan } from '../../../app/session/can';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { QueryState } from '../../../components/feedback/query-state';
import { SectionCard } from '../../../components/layout/section-card';
import {
  acceptanceQueries,
  useSaveExpected,
  useScan,
  useSetCount,
} from '../api/acceptance-queries';
import { AcceptanceCounts } from '../components/acceptance-counts';
import { AcceptanceHeader } from '../components/acceptance-header';
import type { DraftLine } from '../components/lines-editor';
import { ScanField } from '../components/scan-field';

// The expected lines' editor (search, scanner, file) is its own chunk, as on the create page.
const LinesEditor = lazy(() =>
  import('../components/lines-editor').then((m) => ({ default: m.LinesEditor })),
);

const draftLines = (a: Acceptance): DraftLine[] =>
  a.lines.map((l) => ({
    item: {
      accountId: l.accountId,
      nmId: l.nmId,
      chrtId: l.chrtId,
      title: l.title,
      vendorCode: l.vendorCode,
      size: l.size,
      barcode: l.barcode,
      photo: null,
    },
    quantity: l.expected,
    unitCost: l.unitCost ?? '',
  }));

/** A draft's expected lines: typed, picked, scanned or imported (XLSX), then saved. */
function ExpectedEditor({ a }: { a: Acceptance }) {
  const { t } = useTranslation('warehouse');
  const can = useCan();
  const [lines, setLines] = useState(() => draftLines(a));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveExpected(a.id, (e) => setError(isApiError(e) ? e.message : String(e)));
  const submit = () => {
    setError(null);
    save.mutate({
      warehouseId: a.warehouseId,
      source: a.source,
      expectedDate: a.expectedDate,
      comment: a.comment,
      lines: lines.map((l) => ({
        accountId: l.item.accountId,
        nmId: l.item.nmId,
        chrtId: l.item.chrtId,
        expected: l.quantity,
        unitCost: l.unitCost.trim() || null,
      })),
    });
  };
  return (
    <SectionCard title={t('acceptance.expectedLines')}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('acceptance.draftHint')}
        </Typography>
        <Suspense fallback={<PageSpinner />}>
          <LinesEditor
            lines={lines}
            onChange={setLines}
            withCost
            label={t('acceptance.expectedLines')}
          />
        </Suspense>
        {error && (
          <Typography color="error" role="alert">
            {error}
          </Typography>
        )}
        {can(updateAcceptanceContract) && (
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={save.isPending}
            onClick={submit}
          >
            {t('acceptance.saveExpected')}
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}

/** Counting: the scanner (good units, or defects with the switch on) and the counts. */
function Counting({ a }: { a: Acceptance }) {
  const { t } = useTranslation('warehouse');
  const can = useCan();
  const [defect, setDefect] = useState(false);
  const scan = useScan(a.id);
  const setCount = useSetCount(a.id);
  const editable = a.status === 'counting' && can(countAcceptanceContract);
  const onScan = async (code: string) => {
    const next = await scan(code, defect);
    // The line the scan changed (a size has several barcodes; the line shows only its first).
    const before = new Map(a.lines.map((l) => [l.id, l.counted + l.defect]));
    const line = next.lines.find((l) => before.get(l.id) !== l.counted + l.defect);
    return t(defect ? 'acceptance.scannedDefect' : 'acceptance.scanned', {
      name: line?.title ?? code,
      counted: line?.counted ?? 0,
      expected: line?.expected ?? 0,
      defect: line?.defect ?? 0,
    });
  };
  return (
    <SectionCard title={t('acceptance.counts')}>
      <Stack spacing={2}>
        {a.status === 'counting' && can(scanAcceptanceContract) && (
          <ScanField onScan={onScan} hint={t('acceptance.scanHint')}>
            <FormControlLabel
              control={<Switch checked={defect} onChange={(e) => setDefect(e.target.checked)} />}
              label={t('acceptance.defectMode')}
            />
          </ScanField>
        )}
        <AcceptanceCounts
          lines={a.lines}
          editable={editable}
          label={t('acceptance.counts')}
          onCount={(l, change) =>
            setCount.mutate({ accountId: l.accountId, nmId: l.nmId, chrtId: l.chrtId, ...change })
          }
        />
      </Stack>
    </SectionCard>
  );
}

/** "Done with discrepancies": the lines that differ, as a list people can act on. */
function Discrepancies({ a }: { a: Acceptance }) {
  const { t } = useTranslation('warehouse');
  const lines = a.lines.filter(hasDiscrepancy);
  return (
    <SectionCard title={t('acceptance.discrepancies', { count: lines.length })}>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
        {lines.map((l) => (
          <Typography component="li" key={l.id}>
            {t('acceptance.discrepancyLine', {
              name: l.title ?? l.nmId,
              size: l.size ?? '—',
              expected: l.expected,
              counted: l.counted,
              defect: l.defect,
            })}
            {l.difference !== 0 &&
              ` — ${t(l.difference < 0 ? 'acceptance.shortage' : 'acceptance.surplus', {
                count: Math.abs(l.difference),
              })}`}
          </Typography>
        ))}
      </Stack>
    </SectionCard>
  );
}

/** /warehouse/acceptance/:id: expected lines (draft), counting by scan, completion into stock. */
export default function AcceptancePage() {
  const { id = '' } = useParams();
  const query = useQuery(acceptanceQueries.one(id));
  return (
    <QueryState query={query}>
      {(a) => (
        <Stack spacing={2}>
          <AcceptanceHeader a={a} />
          {a.status === 'done_with_discrepancies' && <Discrepancies a={a} />}
          {a.status === 'draft' && <ExpectedEditor key={a.id} a={a} />}
          {a.status !== 'draft' && <Counting a={a} />}
        </Stack>
      )}
    </QueryState>
  );
}
