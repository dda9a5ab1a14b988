import type { Action, Reducer, UnknownAction } from 'redux';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- payload types are inferred per reducer
type CaseReducer<S> = (state: S, payload?: any) => S;

/** The payload of a case reducer: its second parameter, or none. */
type PayloadOf<F extends (...args: never[]) => unknown> =
  Parameters<F> extends [unknown, infer P] ? P : never;

/** An action creator that also knows its type (for matching in middleware and tests). */
export type ActionCreator<P> = ([P] extends [never]
  ? () => PayloadAction<P>
  : (payload: P) => PayloadAction<P>) & {
  type: string;
  match: (action: Action) => action is PayloadAction<P>;
};

export interface PayloadAction<P> extends UnknownAction {
  type: string;
  payload: P;
}

/**
 * A Redux slice: a name, an initial state and reducers that return the next state. The same
 * idea as Redux Toolkit's createSlice, in a few lines: the sign-in route cannot afford RTK and
 * immer (docs/decisions/0005-plain-redux-slices.md).
 */
export function defineSlice<S, R extends Record<string, CaseReducer<S>>>(
  name: string,
  initialState: () => S,
  reducers: R,
): {
  name: string;
  reducer: Reducer<S>;
  actions: { [K in keyof R]: ActionCreator<PayloadOf<R[K]>> };
} {
  const actions = {} as Record<string, ActionCreator<unknown>>;
  for (const key of Object.keys(reducers)) {
    const type = `${name}/${key}`;
    const creator = ((payload?: unknown) => ({ type, payload })) as ActionCreator<unknown>;
    creator.type = type;
    creator.match = (action: Action): action is PayloadAction<unknown> => action.type === type;
    actions[key] = creator;
  }
  const prefix = `${name}/`;
  const reducer: Reducer<S> = (state = initialState(), action) => {
    if (!action.type.startsWith(prefix)) return state;
    const caseReducer = reducers[action.type.slice(prefix.length)];
    return caseReducer ? caseReducer(state, (action as PayloadAction<never>).payload) : state;
  };
  return { name, reducer, actions: actions as never };
}
