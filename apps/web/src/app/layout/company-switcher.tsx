import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Me } from '@wb/shared/identity/me.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../query/api-client';
import { meQuery } from '../session/me';
import { switchCompanyEndpoint } from '../session/shell-endpoints';

/**
 * The current company (header). Switching re-scopes every query on the server, so all cached
 * data of the previous company is dropped. A button with a menu, not a select field: it is on
 * every page, and the select would bring the whole input machinery into the shell.
 */
export function CompanySwitcher({ me }: { me: Me }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const mutation = useMutation({
    mutationFn: (companyId: string) => apiRequest(switchCompanyEndpoint, { body: { companyId } }),
    meta: { action: t('header.switchCompanyFailed') },
    onSuccess: async (next) => {
      queryClient.setQueryData(meQuery.queryKey, next);
      await queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
    },
  });
  if (me.companies.length === 0) return null;
  const current = me.currentCompany;
  return (
    <>
      <Button
        color="inherit"
        startIcon={<BusinessOutlined />}
        endIcon={<ExpandMore />}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={mutation.isPending}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        aria-label={`${t('header.company')}: ${current?.name ?? '—'}`}
        data-testid="company-switcher"
        sx={{
          // On a phone it takes the header's free width (the title has a row of its own); a
          // name longer than that ends in an ellipsis, and the menu shows it in full.
          maxWidth: { xs: '100%', md: 280 },
          minWidth: 0,
          justifyContent: 'flex-start',
          textTransform: 'none',
          fontWeight: 600,
          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {current?.name ?? t('header.company')}
        </span>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxWidth: 'min(420px, calc(100vw - 32px))' } } }}
      >
        {me.companies.map((c) => (
          <MenuItem
            key={c.id}
            selected={c.id === current?.id}
            // Names wrap: the header may show the current one cut, here each is read in full.
            sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
            onClick={() => {
              setAnchor(null);
              if (c.id !== current?.id) mutation.mutate(c.id);
            }}
          >
            {c.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
