import type { Principal } from '@wb/shared/access/access';
import { routeOpens } from '@wb/shared/routes/route-access';
import { MENU_GROUPS, routeTitleKey, type MenuGroup } from '@wb/shared/routes/route-table';
import ExpandLess from 'plain-icon:ExpandLess';
import ExpandMore from 'plain-icon:ExpandMore';
import { useId, useMemo, useState } from 'react';
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

function GroupIcon({ group }: { group: MenuGroup }) {
  const Icon = MENU_ICONS[group];
  return (
    <span className="wb-nav__icon">
      <Icon />
    </span>
  );
}

/**
 * The side menu in plain markup (the shell paints before the component library loads): a group
 * opens with its button (the group of the current page is open), each page is a link.
 */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const groups = useMenuGroups();
  const location = useLocation();
  const idPrefix = useId();
  const activeGroup = groups.find((g) =>
    g.items.some((r) => matchPath({ path: r.path, end: r.path === '/' }, location.pathname)),
  )?.group;
  const [open, setOpen] = useState<Partial<Record<MenuGroup, boolean>>>({});
  const isOpen = (g: MenuGroup) => open[g] ?? g === activeGroup;

  return (
    <nav aria-label={t('menu.label')} className="wb-nav">
      {/* A list of items (li), each a link or a group with its own list (axe: list). */}
      <ul className="wb-nav__list" data-testid="side-menu">
        {groups.map(({ group, items }) => {
          const single = items.length === 1 && items[0]!.path === '/';
          if (single) {
            return (
              <li key={group}>
                <NavLink to="/" end onClick={onNavigate} className="wb-nav__item">
                  <GroupIcon group={group} />
                  <span className="wb-nav__text">{t(`menu.groups.${group}`)}</span>
                </NavLink>
              </li>
            );
          }
          const expanded = isOpen(group);
          const listId = `${idPrefix}-${group}`;
          return (
            <li key={group}>
              <button
                type="button"
                className="wb-nav__item"
                onClick={() => setOpen((s) => ({ ...s, [group]: !expanded }))}
                aria-expanded={expanded}
                aria-controls={expanded ? listId : undefined}
              >
                <GroupIcon group={group} />
                <span className="wb-nav__text">{t(`menu.groups.${group}`)}</span>
                {expanded ? <ExpandLess /> : <ExpandMore />}
              </button>
              {expanded && (
                <ul className="wb-nav__list" id={listId}>
                  {items.map((route) => (
                    <li key={route.path}>
                      <NavLink
                        to={route.path.replace(/\/:[^/]+\?$/, '')}
                        end
                        onClick={onNavigate}
                        className="wb-nav__item wb-nav__item--sub"
                      >
                        <span className="wb-nav__text">{t(routeTitleKey(route.path))}</span>
                      </NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {groups.length === 0 && <p className="wb-nav__empty">{t('states.empty')}</p>}
    </nav>
  );
}
