import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Tag, TagReadOnlyReason } from '@wb/shared/tags/tags.contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { TagChip } from './tag-chip';

export interface TagActions {
  onProducts: (tag: Tag) => void;
  onEdit?: ((tag: Tag) => void) | undefined;
  onDelete?: ((tag: Tag) => void) | undefined;
}

/** One group of tags (the seller's own, or one WB account's) with their actions. */
export function TagSection({
  title,
  subtitle,
  readOnly,
  tags,
  empty,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  readOnly?: TagReadOnlyReason | null;
  tags: readonly Tag[];
  empty: string;
  actions: TagActions;
}) {
  const { t } = useTranslation('tags');
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ px: 2, pt: 1.5, pb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
        {readOnly && (
          <Tooltip title={t(`readOnly.${readOnly}`)}>
            <Chip
              size="small"
              icon={<LockOutlined />}
              label={t('readOnlyChip')}
              variant="outlined"
              tabIndex={0}
            />
          </Tooltip>
        )}
      </Stack>
      {tags.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {empty}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId}>
          {tags.map((tag) => {
            const locked = tag.readOnly !== null;
            return (
              <ListItem key={tag.id} divider sx={{ gap: 1, flexWrap: 'wrap', py: 0.75 }}>
                <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
                  <TagChip name={tag.name} color={tag.color} />
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ minWidth: 100 }}>
                  {t('productCount', { count: tag.productCount })}
                </Typography>
                <Stack direction="row" sx={{ ml: 'auto' }}>
                  <RowActionButton
                    title={t('products')}
                    label={t('productsOf', { name: tag.name })}
                    icon={<Inventory2Outlined />}
                    onClick={() => actions.onProducts(tag)}
                  />
                  {actions.onEdit && (
                    <RowActionButton
                      title={locked ? t(`readOnly.${tag.readOnly!}`) : t('edit')}
                      label={t('editWho', { name: tag.name })}
                      icon={<EditOutlined />}
                      disabled={locked}
                      onClick={() => actions.onEdit!(tag)}
                    />
                  )}
                  {actions.onDelete && (
                    <RowActionButton
                      title={locked ? t(`readOnly.${tag.readOnly!}`) : t('delete')}
                      label={t('deleteWho', { name: tag.name })}
                      icon={<DeleteOutlined />}
                      color="error"
                      disabled={locked}
                      onClick={() => actions.onDelete!(tag)}
                    />
                  )}
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
