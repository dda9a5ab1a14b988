import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { serveWbPhotos } from './wb-photos';

export * from '@playwright/test';

/**
 * Playwright's `test` for every spec: its page gets WB's CDN answered locally
 * (support/wb-photos.ts), so product photos show without the internet. The page, not the
 * context: a context's routes would also take in the service worker's precache downloads.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await serveWbPhotos(page);
    await use(page);
  },
});

/**
 * Every <img> the locator finds on screen (lazy ones further down load when scrolled to) has
 * loaded a real picture, naturalWidth > 0; at least `min` of them are on screen.
 */
export async function expectImagesLoaded(images: Locator, min = 1) {
  // The problems: images on screen without a picture, or too few images on screen.
  const problems = async () => {
    const onScreen = await images.evaluateAll((els) =>
      els
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
        })
        .map((el) =>
          el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0
            ? null
            : `not loaded: ${el.getAttribute('src')}`,
        ),
    );
    const missing = onScreen.filter((p): p is string => p !== null);
    return onScreen.length < min ? [...missing, `${onScreen.length} on screen`] : missing;
  };
  await expect.poll(problems, { message: 'images loaded on screen' }).toEqual([]);
}

/**
 * No <img> on the page shows the browser's broken-image icon: each one that has finished
 * loading has a picture (a photo that fails is swapped for a placeholder).
 */
export async function expectNoBrokenImages(page: Page) {
  await expect
    .poll(() =>
      page
        .locator('img')
        .evaluateAll((els) =>
          els
            .filter((el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth === 0)
            .map((el) => (el as HTMLImageElement).currentSrc || el.getAttribute('src')),
        ),
    )
    .toEqual([]);
}
