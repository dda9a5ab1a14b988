import { canAccess, type AccessRule } from '@wb/shared/access/access';
import type { Permission } from '@wb/shared/access/permissions';
import { usePrincipal } from './principal-context';

/**
 * `can(rule)`: whether the current user may do what a contract or route declares — the same
 * declaration and the same function the server uses to enforce it.
 */
export function useCan(): (rule: AccessRule | Permission) => boolean {
  const principal = usePrincipal();
  return (rule) => canAccess('subject' in rule ? { permission: rule } : rule, principal);
}
