import createCache, { type EmotionCache } from '@emotion/cache';

/** Left-to-right styles: the default. */
export const ltrCache: EmotionCache = createCache({ key: 'css', prepend: true });

let rtl: Promise<EmotionCache> | null = null;

/** Right-to-left styles (ar, fa, he): the stylis RTL plugin flips paddings, margins and more. */
export function loadRtlCache(): Promise<EmotionCache> {
  rtl ??= Promise.all([import('stylis'), import('stylis-plugin-rtl')]).then(([stylis, rtlPlugin]) =>
    createCache({
      key: 'css-rtl',
      prepend: true,
      stylisPlugins: [stylis.prefixer, rtlPlugin.default],
    }),
  );
  return rtl;
}
