import Block from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Company } from '@wb/shared/identity/companies.contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../components/format/use-format';
import { useSwitchCompany } from '../api/use-switch-company';

/** The company at a glance: name, my role, state, members, and switching to it. */
export function CompanySummary({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const format = useFormat();
  const switchCompany = useSwitchCompany();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
          {company.name}
        </Typography>
        {company.isCurrent && <Chip size="small" color="primary" label={t('list.current')} />}
        {company.blocked && (
          <Chip size="small" color="error" icon={<Block />} label={t('list.blocked')} />
        )}
      </Stack>
      <Typography color="text.secondary">
        {t('detail.facts', {
          role: company.roleName,
          date: format.localDate(company.createdAt),
        })}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography data-testid="members-count">
          {t('detail.members', { count: company.membersCount })}
          {company.isCurrent && (
            <>
              {' · '}
              <Link component={RouterLink} to="/users">
                {t('detail.manageMembers')}
              </Link>
            </>
          )}
        </Typography>
        {!company.isCurrent && (
          <Button
            size="small"
            variant="outlined"
            disabled={switchCompany.isPending}
            onClick={() => switchCompany.mutate({ id: company.id, name: company.name })}
          >
            {t('detail.makeCurrent')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
