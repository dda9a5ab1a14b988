import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../components/format/use-format';

/** A product of a report row: its name linking to its page, and its nmID and vendor code. */
export function ProductLink(props: {
  nmId: number | null;
  title: string | null;
  vendorCode: string | null;
}) {
  const { t } = useTranslation('nmreports');
  const format = useFormat();
  if (props.nmId === null) return <>{props.title ?? t('noTitle')}</>;
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Link component={RouterLink} to={`/products/${props.nmId}`} noWrap>
        {props.title ?? t('noTitle')}
      </Link>
      <Typography variant="caption" color="text.secondary" noWrap>
        {format.id(props.nmId)}
        {props.vendorCode ? ` · ${props.vendorCode}` : ''}
      </Typography>
    </Stack>
  );
}
