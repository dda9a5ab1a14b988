import type { Me } from '@wb/shared/identity/me.contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '../../components/feedback/query-state';
import { AppThemeProvider } from '../theme/app-theme-provider';

/** The session (GET /api/me) failed to load: the error and a retry, as any page's query shows. */
export default function SessionFailed({ query }: { query: UseQueryResult<Me> }) {
  return (
    <AppThemeProvider>
      <QueryState query={query}>{() => null}</QueryState>
    </AppThemeProvider>
  );
}
