import { expect, type Locator } from '@playwright/test';

/** The image's `src` matches `src` and the browser has decoded it: it has a width. */
export async function expectImageLoaded(image: Locator, src: RegExp): Promise<void> {
  await expect(image).toHaveAttribute('src', src);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}
