import { authConfigContract } from '@wb/shared/auth/auth.contract';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../app/query/api-client';

type AuthConfig = { registrationOpen: boolean; maintenanceBanner: string | null };

/** Public settings (registration open, maintenance banner); null until loaded or if unavailable. */
export function useAuthConfig(): AuthConfig | null {
  const [config, setConfig] = useState<AuthConfig | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest(authConfigContract, {}, { signal: controller.signal }).then(
      setConfig,
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return config;
}
