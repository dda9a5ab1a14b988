import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ConfirmOptions } from './confirm-dialog';
import { ConfirmContext } from './use-confirm';

// The dialog's code is loaded on first use, keeping it out of the start-up bundle.
const ConfirmDialog = lazy(() => import('./confirm-dialog'));

/** Provides `useConfirm()`: one confirmation dialog for the whole app, awaited as a promise. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ options: ConfirmOptions; open: boolean; key: number }>();
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const confirm = useCallback((options: ConfirmOptions = {}) => {
    resolver.current?.(false); // a new question cancels an unanswered one
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
      setState((prev) => ({ options, open: true, key: (prev?.key ?? 0) + 1 }));
    });
  }, []);

  const settle = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setState((prev) => (prev ? { ...prev, open: false } : prev));
  }, []);

  const value = useMemo(() => ({ confirm }), [confirm]);
  return (
    <ConfirmContext.Provider value={value}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <ConfirmDialog
            key={state.key}
            {...state.options}
            open={state.open}
            onConfirm={() => settle(true)}
            onCancel={() => settle(false)}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}
