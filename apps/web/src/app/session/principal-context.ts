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

/**
 * Whether the caller works in a company now (`inCompanyOf(me)`): pages of company data open only
 * then. True unless the session says otherwise, so a feature renders in its tests as in a company.
 */
export const InCompanyContext = createContext(true);

export function useInCompany(): boolean {
  return useContext(InCompanyContext);
}
