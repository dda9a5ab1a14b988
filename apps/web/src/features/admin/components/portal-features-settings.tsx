import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PORTAL_FEATURES } from '@wb/shared/settings/platform-settings';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PortalBadge, PortalNotice } from '../../../components/connections/portal-notice';
import { FormSwitch } from '../../../components/form/form-switch';
import { SectionCard } from '../../../components/layout/section-card';
import type { PlatformFormValues } from '../lib/platform-settings-form';

/**
 * Features that work through the seller-portal session instead of WB's public API: each is off
 * until switched on here, and labelled as outside the public API.
 */
export function PortalFeaturesSettings({ control }: { control: Control<PlatformFormValues> }) {
  const { t } = useTranslation(['admin', 'connections']);
  return (
    <SectionCard title={t('platform.portal.title')} description={t('platform.portal.description')}>
      <Stack spacing={2}>
        <PortalNotice />
        {PORTAL_FEATURES.map((feature) => (
          <Stack key={feature} spacing={0.5}>
            <FormSwitch
              control={control}
              name={`portalFeatures.${feature}`}
              label={
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <span>{t(`connections:portalFeatures.${feature}.title`)}</span>
                  <PortalBadge />
                </Stack>
              }
            />
            <Typography variant="body2" color="text.secondary">
              {t(`connections:portalFeatures.${feature}.description`)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
