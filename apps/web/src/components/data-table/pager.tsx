import FirstPage from '@mui/icons-material/FirstPage';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import LastPage from '@mui/icons-material/LastPage';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../form/native-select';
import { PAGE_SIZES } from './types';
import { useFormat } from '../format/use-format';

interface PagerProps {
  total: number;
  /** 1-based, already clamped to the pages there are. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/**
 * The grid's pager: rows per page (a native select: keyboard and screen readers know it, and it
 * keeps MUI's Select, Menu and Tooltip out of every grid's first load), the shown range and the
 * first / previous / next / last buttons.
 */
export function Pager({ total, page, pageSize, onPage, onPageSize }: PagerProps) {
  const { t, i18n } = useTranslation('datatable');
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const n = useFormat().integer;
  const buttons = [
    ['first', FirstPage, 1, page <= 1],
    ['previous', KeyboardArrowLeft, page - 1, page <= 1],
    ['next', KeyboardArrowRight, page + 1, page >= pages],
    ['last', LastPage, pages, page >= pages],
  ] as const;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        gap: 1,
        px: 1,
        minHeight: 52,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1 }}>
        <Typography component="label" htmlFor={id} variant="body2">
          {t('pagination.rowsPerPage')}
        </Typography>
        <NativeSelect id={id} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect>
      </Box>
      <Typography variant="body2" sx={{ mx: 1 }}>
        {t('pagination.displayed', { from: n(from), to: n(to), count: n(total) })}
      </Typography>
      <Box sx={{ display: 'flex' }}>
        {buttons.map(([key, Icon, target, disabled]) => (
          <IconButton
            key={key}
            aria-label={t(`pagination.${key}`)}
            disabled={disabled}
            onClick={() => onPage(target)}
          >
            {/* Arrows follow the reading direction. */}
            <Icon sx={{ transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined }} />
          </IconButton>
        ))}
      </Box>
    </Box>
  );
}
