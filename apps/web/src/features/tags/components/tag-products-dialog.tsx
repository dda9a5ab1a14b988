import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { TAG_LIMITS, type Tag, type TagProduct } from '@wb/shared/tags/tags.contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/query/describe-error';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { SearchField } from '../../../components/form/search-field';
import { tagQueries, useLinkTag } from '../api/tags-queries';
import { ProductLine } from './product-line';
import { TagChip } from './tag-chip';

const PAGE_SIZE = 20;

/**
 * The products carrying a tag, with search, and the products it can go on. For a WB tag each
 * change is sent to WB (one card per call) before it is shown here.
 */
export function TagProductsDialog({
  tag,
  editable,
  onClose,
}: {
  tag: Tag;
  /** The user may change links and the tag's account allows it. */
  editable: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('tags');
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Both searches report after a pause in typing.
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [f, setF] = useState('');
  const linked = useQuery(tagQueries.products(tag.id, q, page));
  const candidates = useQuery({ ...tagQueries.candidates(tag.id, f), enabled: editable });
  const link = useLinkTag(tag);
  const busy = link.isPending;
  const ref = (p: TagProduct) => ({ accountId: p.accountId, nmId: p.nmId });
  const pages = Math.max(1, Math.ceil((linked.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle
        id={titleId}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        {t('links.title')} <TagChip name={tag.name} color={tag.color} />
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {tag.accountId && editable && (
            <Alert severity="info">
              {t('links.wbHint', { account: tag.accountName ?? '', max: TAG_LIMITS.wbPerCard })}
            </Alert>
          )}
          {editable && (
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t('links.addTitle')}
              </Typography>
              <SearchField fullWidth label={t('links.findCandidates')} value={f} onChange={setF} />
              <Box sx={{ minHeight: 48 }} aria-busy={candidates.isFetching}>
                {candidates.isPending && <CircularProgress size={20} sx={{ m: 1.5 }} />}
                {candidates.isError && (
                  <Alert severity="error" sx={{ mt: 1 }}>
                    {describeError(candidates.error, t, i18n.language)}
                  </Alert>
                )}
                {candidates.data?.length === 0 && (
                  <Typography color="text.secondary" sx={{ py: 1.5 }}>
                    {f ? t('links.noCandidatesFound') : t('links.noCandidates')}
                  </Typography>
                )}
                {candidates.data?.map((p) => (
                  <ProductLine
                    key={`${p.accountId}:${p.nmId}`}
                    product={p}
                    action={
                      <Button
                        size="small"
                        startIcon={<Add />}
                        disabled={busy}
                        aria-label={t('links.addWho', { nmId: p.nmId })}
                        onClick={() => link.mutate({ add: [ref(p)], remove: [] })}
                      >
                        {t('links.add')}
                      </Button>
                    }
                  />
                ))}
              </Box>
              <Divider sx={{ mt: 1 }} />
            </Box>
          )}
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('links.linkedTitle', { total: linked.data?.total ?? tag.productCount })}
            </Typography>
            <SearchField
              fullWidth
              label={t('links.findLinked')}
              value={q}
              onChange={(v) => {
                setQ(v);
                setPage(1);
              }}
            />
            <Box sx={{ minHeight: 64 }} aria-busy={linked.isFetching}>
              {linked.isPending && <CircularProgress size={20} sx={{ m: 1.5 }} />}
              {linked.isError && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {describeError(linked.error, t, i18n.language)}
                </Alert>
              )}
              {linked.data?.items.length === 0 && (
                <Typography color="text.secondary" sx={{ py: 1.5 }}>
                  {q ? t('links.noneFound') : t('links.none')}
                </Typography>
              )}
              {linked.data?.items.map((p) => (
                <ProductLine
                  key={`${p.accountId}:${p.nmId}`}
                  product={p}
                  action={
                    editable && (
                      <RowActionButton
                        title={t('links.remove')}
                        label={t('links.removeWho', { nmId: p.nmId })}
                        icon={<Close />}
                        disabled={busy}
                        onClick={() => link.mutate({ add: [], remove: [ref(p)] })}
                      />
                    )
                  }
                />
              ))}
            </Box>
            {pages > 1 && (
              <Pagination
                count={pages}
                page={page}
                onChange={(_, p) => setPage(p)}
                size="small"
                sx={{ mt: 1 }}
              />
            )}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        {busy && <CircularProgress size={20} aria-label={t('links.saving')} />}
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
