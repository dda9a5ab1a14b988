import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { savedViewQueries } from './saved-views-api';
import type { ViewStateApi } from './use-view-state';
import type { ListResource } from '@wb/shared/list/saved-views.contract';

/** Opening the grid without view parameters in the URL applies the user's default view once. */
export function useDefaultView(resource: ListResource, view: ViewStateApi, enabled = true): void {
  const views = useQuery({ ...savedViewQueries.list(resource), enabled });
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !views.data) return;
    applied.current = true;
    const preferred = views.data.find((v) => v.isDefault);
    if (preferred && !view.fromUrl) view.replace(preferred.state);
  }, [views.data, view]);
}
