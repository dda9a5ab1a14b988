import { useSyncExternalStore } from 'react';

/** Whether a new version is waiting, and how to switch to it (set by the registration). */
interface UpdateState {
  waiting: boolean;
  activate: () => Promise<void>;
}

let state: UpdateState = { waiting: false, activate: async () => undefined };
const listeners = new Set<() => void>();

export function setUpdateWaiting(activate: () => Promise<void>): void {
  state = { waiting: true, activate };
  for (const listener of listeners) listener();
}

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
