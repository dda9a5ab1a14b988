import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlined';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { PORTAL_FEATURES, type PlatformSettings } from '@wb/shared/settings/platform-settings';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PortalBadge } from '../../../components/connections/portal-notice';
import { SectionCard } from '../../../components/layout/section-card';

/** Which features use the portal cookies and whether each is switched on platform-wide. */
export function PortalFeatures({ features }: { features: PlatformSettings['portalFeatures'] }) {
  const { t } = useTranslation(['wbcookies', 'connections']);
  const anyOn = PORTAL_FEATURES.some((f) => features[f]);
  return (
    <SectionCard
      title={t('features.title')}
      description={t('features.description')}
      action={
        <Link component={RouterLink} to="/admin/platform-settings" variant="body2">
          {t('features.settings')}
        </Link>
      }
    >
      <List dense disablePadding aria-label={t('features.title')}>
        {PORTAL_FEATURES.map((feature) => {
          const on = features[feature];
          return (
            <ListItem key={feature} disableGutters data-testid={`feature-${feature}`}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {on ? (
                  <CheckCircleOutline color="success" />
                ) : (
                  <RemoveCircleOutline color="disabled" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={
                  <>
                    {t(`connections:portalFeatures.${feature}.title`)} <PortalBadge />
                  </>
                }
                secondary={`${on ? t('features.on') : t('features.off')} · ${t(
                  `connections:portalFeatures.${feature}.description`,
                )}`}
              />
            </ListItem>
          );
        })}
      </List>
      {!anyOn && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('features.noneOn')}
        </Typography>
      )}
    </SectionCard>
  );
}
