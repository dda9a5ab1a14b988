import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/feedback/page-spinner';
import { useMe } from '../session/me';
import { PrivateProviders } from './private-providers';
import { SessionBanners } from './session-banners';

/**
 * Where the page goes: the component library's theme, confirmations and notifications around
 * the session's notices and the page (loaded by the plain shell, app-layout.tsx).
 */
export default function PageArea() {
  const me = useMe().data; // loaded: the shell renders only with the session
  return (
    <PrivateProviders>
      {me && <SessionBanners me={me} />}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </PrivateProviders>
  );
}
