import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Principal } from '@wb/shared/access/access';
import { routeOpens } from '@wb/shared/routes/route-access';
import { MENU_GROUPS, routeTitleKey, type MenuGroup } from '@wb/shared/routes/route-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, NavLink, useLocation } from 'react-router';
import { MOUNTED_ROUTES, type MountedRoute } from '../router/route-modules';
import { useInCompany, usePrincipal } from '../session/principal-context';
import { MENU_ICONS } from './menu-icons';

/**
 * The menu lists only what would open for the caller (`routeOpens`: the access rule, and a
 * current company for pages of company data), in the menu groups' order.
 */
export function menuGroups(
  routes: readonly MountedRoute[],
  principal: Principal | null,
  inCompany: boolean,
): { group: MenuGroup; items: MountedRoute[] }[] {
  return MENU_GROUPS.map((group) => ({
    group,
    items: routes.filter((r) => r.menu === group && routeOpens(r, principal, inCompany)),
  })).filter((g) => g.items.length > 0);
}

function useMenuGroups() {
  const principal = usePrincipal();
  const inCompany = useInCompany();
  return useMemo(() => menuGroups(MOUNTED_ROUTES, principal, inCompany), [principal, inCompany]);
}

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const groups = useMenuGroups();
  const location = useLocation();
  const activeGroup = groups.find((g) =>
    g.items.some((r) => matchPath({ path: r.path, end: r.path === '/' }, location.pathname)),
  )?.group;
  const [open, setOpen] = useState<Partial<Record<MenuGroup, boolean>>>({});
  const isOpen = (g: MenuGroup) => open[g] ?? g === activeGroup;

  return (
    <Box component="nav" aria-label={t('menu.label')} sx={{ flex: 1, overflowY: 'auto' }}>
      {/* A list of items (li), each a link or a group with its own list (axe: list). */}
      <List dense disablePadding data-testid="side-menu">
        {groups.map(({ group, items }) => {
          const single = items.length === 1 && items[0]!.path === '/';
          if (single) {
            return (
              <Box component="li" key={group}>
                <ListItemButton component={NavLink} to="/" end onClick={onNavigate}>
                  <ListItemIcon>{MENU_ICONS[group]}</ListItemIcon>
                  <ListItemText primary={t(`menu.groups.${group}`)} />
                </ListItemButton>
              </Box>
            );
          }
          const expanded = isOpen(group);
          return (
            <Box component="li" key={group}>
              <ListItemButton
                onClick={() => setOpen((s) => ({ ...s, [group]: !expanded }))}
                aria-expanded={expanded}
              >
                <ListItemIcon>{MENU_ICONS[group]}</ListItemIcon>
                <ListItemText primary={t(`menu.groups.${group}`)} />
                {expanded ? <ExpandLess /> : <ExpandMore />}
              </ListItemButton>
              <Collapse in={expanded} timeout="auto" unmountOnExit>
                <List dense disablePadding>
                  {items.map((route) => (
                    <Box component="li" key={route.path}>
                      <ListItemButton
                        component={NavLink}
                        to={route.path.replace(/\/:[^/]+\?$/, '')}
                        end
                        onClick={onNavigate}
                        sx={{ pl: 9, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
                      >
                        <ListItemText primary={t(routeTitleKey(route.path))} />
                      </ListItemButton>
                    </Box>
                  ))}
                </List>
              </Collapse>
            </Box>
          );
        })}
      </List>
      {groups.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {t('states.empty')}
        </Typography>
      )}
    </Box>
  );
}
