import sharp from 'sharp';
import { escapeXml, hashString, SVG_FONT } from './svg-text.ts';

export const AVATAR_SIZE = 256;

export function initials(nombre: string, apellido: string): string {
  const first = nombre.trim().charAt(0);
  const last = apellido.trim().charAt(0);
  return `${first}${last}`.toLocaleUpperCase('es-AR');
}

/** An SVG of the initials on a gradient whose hues come from the full name. */
export function avatarSvg(nombre: string, apellido: string): string {
  const hash = hashString(`${nombre} ${apellido}`);
  const hue = hash % 360;
  const hue2 = (hue + 35 + ((hash >>> 9) % 50)) % 360;
  const size = AVATAR_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue}, 65%, 48%)"/><stop offset="1" stop-color="hsl(${hue2}, 70%, 38%)"/>
</linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#g)"/>
<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.42}" fill="#ffffff" fill-opacity="0.12"/>
<text x="50%" y="50%" dy="0.36em" text-anchor="middle" font-family="${SVG_FONT}" font-size="${size * 0.4}" font-weight="700" fill="#ffffff">${escapeXml(initials(nombre, apellido))}</text>
</svg>`;
}

export function renderAvatar(nombre: string, apellido: string): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(nombre, apellido)))
    .resize(AVATAR_SIZE, AVATAR_SIZE)
    .webp({ quality: 82 })
    .toBuffer();
}
