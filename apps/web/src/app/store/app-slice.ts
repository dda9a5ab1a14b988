import { defineSlice } from './slice';

/**
 * The seed's `app` slice: the signed-in user's object, initially empty, replaced as a whole,
 * and flagged `isUpdate: true` when it has changed and must be re-read.
 */
export type AppUser = Record<string, unknown> & { isUpdate?: boolean };

export interface AppState {
  user: AppUser;
}

export const appSlice = defineSlice('app', (): AppState => ({ user: {} }), {
  setUser: (_state: AppState, user: AppUser): AppState => ({ user }),
  markUserUpdated: (state: AppState): AppState => ({ user: { ...state.user, isUpdate: true } }),
});

export const { setUser, markUserUpdated } = appSlice.actions;
