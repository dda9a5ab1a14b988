import { lazy, type ComponentType } from 'react';
import { handleChunkError, markChunkLoaded } from '../chunk-reload';

export type PageModule = { default: ComponentType };

/** A promise that never settles: the page is reloading, keep showing the spinner. */
const reloading = () => new Promise<never>(() => undefined);

/**
 * React.lazy for pages, with the reload-once policy for failed chunk loads. Vite reports some
 * failures through `vite:preloadError` (handled in chunk-reload.ts; the import then resolves to
 * undefined), others reject the import itself: both end in one reload, then the error page.
 */
export function lazyPage(loader: () => Promise<PageModule | undefined>) {
  return lazy(async () => {
    let module: PageModule | undefined;
    try {
      module = await loader();
    } catch (error) {
      if (handleChunkError()) return reloading();
      throw error;
    }
    if (!module) return reloading(); // preloadError handled: a reload is under way
    markChunkLoaded();
    return module;
  });
}
