import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WbCategoryKey } from '@wb/shared/connections/wb-categories';
import { useTranslation } from 'react-i18next';

/** A token's categories (WB's access scopes) as small chips; read-only marked as such. */
export function CategoryChips({
  categories,
  readOnly,
  label,
}: {
  categories: readonly WbCategoryKey[];
  readOnly?: boolean;
  /** Accessible name of the list, e.g. "Категории токена «Основной»". */
  label: string;
}) {
  const { t } = useTranslation('connections');
  if (categories.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('categories.none')}
      </Typography>
    );
  }
  return (
    <Stack
      component="ul"
      aria-label={label}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {categories.map((c) => (
        <li key={c}>
          <Chip size="small" label={t(`categories.${c}`)} />
        </li>
      ))}
      {readOnly && (
        <li>
          <Chip size="small" variant="outlined" color="info" label={t('readOnly')} />
        </li>
      )}
    </Stack>
  );
}
