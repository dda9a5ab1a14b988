// `use-sync-external-store/shim` for React 18 and later, which have the hook: the package's shim
// also carries a copy for older React, which react-i18next's import would put in the entry chunk
// (vite.config.ts aliases the shim here).
export { useSyncExternalStore } from 'react';
