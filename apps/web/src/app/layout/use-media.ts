import { useSyncExternalStore } from 'react';

/** MUI's default breakpoints, asked as MUI asks them: `md` and up, below `sm`. */
export const WIDE_SCREEN = '(min-width:900px)';
export const PHONE_SCREEN = '(max-width:599.95px)';

const supported = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether a media query matches now, following changes (false where it cannot be asked). */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!supported()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => supported() && window.matchMedia(query).matches,
  );
}
