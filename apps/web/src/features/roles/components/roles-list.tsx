import Lock from '@mui/icons-material/Lock';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Role } from '@wb/shared/identity/roles.contract';
import { useTranslation } from 'react-i18next';

export interface RolesListProps {
  roles: readonly Role[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  /** A column next to the editor on wide screens; a scrolling row of tabs above it otherwise. */
  layout: 'column' | 'row';
}

/** The company's roles (system ones locked), with their member counts. */
export function RolesList({ roles, selectedId, onSelect, layout }: RolesListProps) {
  const { t } = useTranslation('roles');
  const lock = (role: Role) =>
    role.isSystem ? <Lock fontSize="small" titleAccess={t('list.system')} /> : undefined;

  if (layout === 'row') {
    return (
      <Paper variant="outlined">
        <Tabs
          value={selectedId ?? false}
          onChange={(_e, id: string) => onSelect(id)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('list.label')}
        >
          {roles.map((role) => (
            <Tab
              key={role.id}
              value={role.id}
              icon={lock(role)}
              iconPosition="end"
              sx={{ minHeight: 56 }}
              label={`${role.name} · ${role.membersCount}`}
              aria-label={`${role.name}, ${t('list.members', { count: role.membersCount })}`}
            />
          ))}
        </Tabs>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" component="nav" aria-label={t('list.label')}>
      <List disablePadding>
        {roles.map((role) => (
          <ListItemButton
            key={role.id}
            selected={role.id === selectedId}
            aria-current={role.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(role.id)}
            divider
          >
            <ListItemText
              primary={role.name}
              secondary={t('list.members', { count: role.membersCount })}
            />
            {role.isSystem && <ListItemIcon sx={{ minWidth: 0 }}>{lock(role)}</ListItemIcon>}
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
