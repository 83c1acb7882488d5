// Draws the app icons of the web app manifest from the logo (run once; the PNGs are committed):
// `node scripts/make-icons.mjs`. "any" icons are the rounded logo; maskable ones fill the square
// and keep the house inside the central safe zone (80 %), as Android crops them to its shapes.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const OUT = join(import.meta.dirname, '..', 'apps', 'web', 'public', 'icons');
const BRAND = '#c2410c';
const CREAM = '#fff7ed';
const HOUSE = 'M32 13 11 31h6v19h11V38h8v12h11V31h6z';

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/><path d="${HOUSE}" fill="${CREAM}"/></svg>`;
// The house (x 11..53, y 13..50) scaled to 60 % around the centre: well inside the safe circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><path transform="translate(32 32) scale(0.6) translate(-32 -31.5)" d="${HOUSE}" fill="${CREAM}"/></svg>`;

mkdirSync(OUT, { recursive: true });
const draw = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(OUT, name));

await Promise.all([
  draw(rounded, 192, 'icon-192.png'),
  draw(rounded, 512, 'icon-512.png'),
  draw(maskable, 192, 'maskable-192.png'),
  draw(maskable, 512, 'maskable-512.png'),
  draw(maskable, 180, 'apple-touch-icon.png'),
]);
