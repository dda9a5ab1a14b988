import Block from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Company } from '@wb/shared/identity/companies.contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSwitchCompany } from '../api/use-switch-company';

/** My companies as cards, for phones (the table needs more width than a phone has). */
export function CompaniesCards({ companies }: { companies: readonly Company[] }) {
  const { t } = useTranslation('companies');
  const switchCompany = useSwitchCompany();
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label={t('list.label')}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {companies.map((company) => (
        <Paper
          component="li"
          key={company.id}
          variant="outlined"
          sx={{ p: 2, borderColor: company.isCurrent ? 'primary.main' : undefined }}
        >
          <Link
            component={RouterLink}
            to={`/companies/${company.id}`}
            sx={{ fontWeight: 600, fontSize: '1.05rem' }}
          >
            {company.name}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('list.myRole')}: {company.roleName} ·{' '}
            {t('detail.members', { count: company.membersCount })}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            {company.isCurrent && <Chip size="small" color="primary" label={t('list.current')} />}
            {company.blocked && (
              <Chip size="small" color="error" icon={<Block />} label={t('list.blocked')} />
            )}
            {!company.isCurrent && (
              <Button
                size="small"
                variant="outlined"
                disabled={switchCompany.isPending}
                onClick={() => switchCompany.mutate({ id: company.id, name: company.name })}
                aria-label={t('list.switchTo', { name: company.name })}
              >
                {t('list.switch')}
              </Button>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
