import {
  decodeViewState,
  encodeViewState,
  VIEW_PARAMS,
  type ViewState,
} from '@wb/shared/list/view-state';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchWriter } from '../../app/router/search-writer';

/** Changing any of these shows the first page again. */
const RESETS_PAGE: readonly (keyof ViewState)[] = ['filter', 'sort', 'pageSize'];

export interface ViewStateApi {
  state: ViewState;
  /** Whether the URL carries any view parameter (else a default saved view may apply). */
  fromUrl: boolean;
  update: (patch: Partial<ViewState>) => void;
  replace: (state: ViewState) => void;
}

/** A grid's view state in the URL query string (shareable, survives reloads). */
export function useViewState(defaults: ViewState): ViewStateApi {
  const [params] = useSearchParams();
  const key = VIEW_PARAMS.map((k) => params.get(k) ?? '').join('\u0000');
  const state = useMemo(
    () => decodeViewState(params, defaults),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is what the state depends on
    [key, defaults],
  );
  const fromUrl = VIEW_PARAMS.some((k) => params.has(k));

  const writeSearch = useSearchWriter();
  const write = useCallback(
    (next: (current: ViewState) => ViewState) =>
      writeSearch((out) => {
        const value = next(decodeViewState(out, defaults));
        for (const k of VIEW_PARAMS) out.delete(k);
        for (const [k, v] of Object.entries(encodeViewState(value, defaults))) out.set(k, v);
      }),
    [writeSearch, defaults],
  );
  const update = useCallback(
    (patch: Partial<ViewState>) => write((current) => patched(current, patch)),
    [write],
  );
  const replace = useCallback((value: ViewState) => write(() => value), [write]);
  return { state, fromUrl, update, replace };
}

/** The next state after a patch, as both kinds of view state apply it. */
function patched(current: ViewState, patch: Partial<ViewState>): ViewState {
  const next = { ...current, ...patch };
  if (!('page' in patch) && RESETS_PAGE.some((k) => k in patch)) next.page = 1;
  if ('filter' in patch && !patch.filter) delete next.filter;
  return next;
}

/**
 * A grid's view state kept in memory (a grid inside a dialog, whose view must not take over the
 * page's address); the same API as `useViewState`.
 */
export function useMemoryViewState(initial: ViewState): ViewStateApi {
  const [state, setState] = useState(initial);
  const update = useCallback(
    (patch: Partial<ViewState>) => setState((current) => patched(current, patch)),
    [],
  );
  return { state, fromUrl: true, update, replace: setState };
}
