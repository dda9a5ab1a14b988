import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/layout/section-card';
import type { SettingsFormValues } from '../lib/settings-form';

const CHANNELS = ['email', 'inApp'] as const;
const TOPICS = ['syncProblems', 'tokenExpiry', 'slotAlerts'] as const;

/** Which events reach me, by e-mail and in the app. */
export function NotificationsSection({ control }: { control: Control<SettingsFormValues> }) {
  const { t } = useTranslation('settings');
  return (
    <SectionCard title={t('notifications.title')} description={t('notifications.description')}>
      <Table size="small" aria-label={t('notifications.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('notifications.event')}</TableCell>
            {CHANNELS.map((channel) => (
              <TableCell key={channel} align="center" sx={{ width: 96, px: 1 }}>
                {t(`notifications.channels.${channel}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {TOPICS.map((topic) => (
            <TableRow key={topic}>
              <TableCell component="th" scope="row">
                {t(`notifications.topics.${topic}`)}
              </TableCell>
              {CHANNELS.map((channel) => (
                <TableCell key={channel} align="center" padding="checkbox">
                  <Controller
                    control={control}
                    name={`notifications.${channel}.${topic}`}
                    render={({ field }) => (
                      <Checkbox
                        name={field.name}
                        checked={field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                        onBlur={field.onBlur}
                        slotProps={{
                          input: {
                            'aria-label': t('notifications.cellLabel', {
                              topic: t(`notifications.topics.${topic}`),
                              channel: t(`notifications.channels.${channel}`),
                            }),
                          },
                        }}
                      />
                    )}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionCard>
  );
}
