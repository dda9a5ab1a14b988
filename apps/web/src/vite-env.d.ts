/// <reference types="vite/client" />

/** The version of this build (root package.json, or APP_VERSION at build time). */
declare const __APP_VERSION__: string;

/** Where the label packs are served: `<base>/<lang>/<namespace>.json` (scripts/locales-plugin.ts). */
declare const __LOCALES_BASE__: string;

/** A Material icon as a bare `<svg>` (scripts/plain-icons-plugin.ts). */
declare module 'plain-icon:*' {
  import type { JSX } from 'react';

  const Icon: (props: { className?: string }) => JSX.Element;
  export default Icon;
}
