import { lazy, Suspense, type ReactNode } from 'react';
import { ConfirmProvider } from '../../components/confirm-dialog';
import { AppThemeProvider } from '../theme/app-theme-provider';

const NotificationHost = lazy(() => import('../notification-host'));

/**
 * What every page of the private area relies on besides the data layer (the shell's): theme,
 * confirmations, notifications.
 */
export function PrivateProviders({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      <ConfirmProvider>{children}</ConfirmProvider>
      <Suspense fallback={null}>
        <NotificationHost />
      </Suspense>
    </AppThemeProvider>
  );
}
