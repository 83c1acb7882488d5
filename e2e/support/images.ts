import { expect, type Locator } from '@playwright/test';
import sharp from 'sharp';

/** The image's `src` matches `src` and the browser has decoded it: it has a width. */
export async function expectImageLoaded(image: Locator, src: RegExp): Promise<void> {
  await expect(image).toHaveAttribute('src', src);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/** A plain light-blue PNG of `width` × `height` (a DNI photo to send). */
export const plainPng = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 220, b: 240 } } })
    .png()
    .toBuffer();

/** A blank one-page PDF with a true cross-reference table: the server refuses PDFs that do not parse. */
export const BLANK_PDF = Buffer.from(
  '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Count 1 /Kids [3 0 R] >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\nxref\n0 4\n0000000000 65535 f \n0000000015 00000 n \n0000000064 00000 n \n0000000121 00000 n \ntrailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n192\n%%EOF\n',
  'latin1',
);
