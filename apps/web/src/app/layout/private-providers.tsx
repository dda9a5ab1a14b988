import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { ConfirmProvider } from '../../components/confirm-dialog';
import { queryClient } from '../query/query-client-instance';
import { AppThemeProvider } from '../theme/app-theme-provider';

const NotificationHost = lazy(() => import('../notification-host'));

/** What every page of the private area relies on: theme, data, confirmations, notifications. */
export function PrivateProviders({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <ConfirmProvider>{children}</ConfirmProvider>
        <Suspense fallback={null}>
          <NotificationHost />
        </Suspense>
      </QueryClientProvider>
    </AppThemeProvider>
  );
}
