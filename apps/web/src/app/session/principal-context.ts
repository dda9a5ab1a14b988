import type { Principal } from '@wb/shared/access/access';
import { createContext, useContext } from 'react';

/**
 * The signed-in caller as the client knows it: user type and the permissions of the role in
 * the current company. Null while nobody is signed in.
 */
export const PrincipalContext = createContext<Principal | null>(null);

export function usePrincipal(): Principal | null {
  return useContext(PrincipalContext);
}
