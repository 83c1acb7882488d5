import {
  SHARE_IMAGE_HEIGHT as H,
  type ShareCardData,
  shareName,
  sharePlace,
  shareRating,
  shareServices,
  SHARE_IMAGE_WIDTH as W,
} from '@servihogar/shared/share';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_MAX_INPUT_PIXELS } from '../../lib/images.ts';
import { escapeMarkup } from '../../lib/markup.ts';

/** Bump when the drawing changes, so every stored card is drawn again (it is part of the version). */
export const SHARE_CARD_LAYOUT = 1;
const JPEG_QUALITY = 82;
const BRAND = '#c2410c';
const BRAND_DARK = '#7c2d12';
const CREAM = '#fff7ed';
const INK = '#1c1917';
const STONE = '#44403c';
const FONT = "DejaVu Sans, 'Liberation Sans', Arial, Helvetica, sans-serif";
const PHOTO = 430;
const PHOTO_X = 70;
const PHOTO_Y = (H - PHOTO) / 2;
const TEXT_X = PHOTO_X + PHOTO + 60;
const TEXT_WIDTH = W - TEXT_X - 60;

/** About how many characters fit in `width` at `size` px (DejaVu Sans: ~0.55 em a glyph, bold ~0.62). */
const capacity = (size: number, bold: boolean, width: number) =>
  Math.max(4, Math.floor(width / (size * (bold ? 0.62 : 0.55))));

/** Cuts a line to what fits, with an ellipsis. */
export function fitLine(text: string, size: number, bold = false, width = TEXT_WIDTH): string {
  const max = capacity(size, bold, width);
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** Breaks text at spaces into at most `lines` lines that fit; the last one cut with an ellipsis. */
export function wrapLines(text: string, size: number, bold: boolean, lines: number): string[] {
  const max = capacity(size, bold, TEXT_WIDTH);
  const out: string[] = [];
  let rest = text.trim();
  while (rest && out.length < lines - 1) {
    if (Array.from(rest).length <= max) break;
    const cut = rest.lastIndexOf(' ', max);
    if (cut <= 0) break;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut + 1).trim();
  }
  if (rest) out.push(fitLine(rest, size, bold));
  return out;
}

type Line = { text: string; size: number; fill: string; bold?: boolean; gap?: number };

const gapOf = (line: Line) => line.gap ?? Math.round(line.size * 1.22);

/** Lines one below the other, the block centred on `middle`; each its own gap below the previous one. */
function stack(lines: Line[], middle: number): string {
  const height = lines.slice(1).reduce((sum, line) => sum + gapOf(line), 0);
  // A baseline sits about 3/4 of the font size below the top of its capitals.
  let baseline = Math.round(middle - height / 2 + (lines[0]?.size ?? 0) * 0.375);
  return lines
    .map((line, i) => {
      if (i > 0) baseline += gapOf(line);
      const weight = line.bold ? 700 : 400;
      return `<text x="${TEXT_X}" y="${baseline}" font-family="${FONT}" font-size="${line.size}" font-weight="${weight}" fill="${line.fill}">${escapeMarkup(line.text)}</text>`;
    })
    .join('\n');
}

const house = (x: number, y: number, scale: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${scale})" d="M32 13 11 31h6v19h11V38h8v12h11V31h6z" fill="${fill}"/>`;

function frame(inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="${CREAM}"/>
<rect width="${W}" height="14" fill="${BRAND}"/>
<rect y="${H - 14}" width="${W}" height="14" fill="${BRAND}"/>
${inner}
</svg>`;
}

/** A round photo of PHOTO px, or the initials on the brand colour when there is none. */
async function photoLayer(card: ShareCardData, photo: Buffer | null): Promise<Buffer> {
  const mask = Buffer.from(
    `<svg width="${PHOTO}" height="${PHOTO}"><circle cx="${PHOTO / 2}" cy="${PHOTO / 2}" r="${PHOTO / 2}"/></svg>`,
  );
  if (photo) {
    try {
      return await sharp(photo, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
        .resize(PHOTO, PHOTO, { fit: 'cover' })
        .composite([{ input: mask, blend: 'dest-in' }])
        .png()
        .toBuffer();
    } catch {
      // An unreadable stored photo: the initials below.
    }
  }
  // First letters only: a name may start with anything.
  const initials = [card.nombre, card.apellido].map((part) => part.match(/\p{L}/u)?.[0] ?? '').join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO}" height="${PHOTO}">
<circle cx="${PHOTO / 2}" cy="${PHOTO / 2}" r="${PHOTO / 2}" fill="${BRAND}"/>
<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="170" font-weight="700" fill="${CREAM}">${escapeMarkup(initials.toUpperCase())}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const jpeg = (image: Sharp) => image.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();

/** The professional's card: photo, name, services, rating and place (no contact data). */
export async function renderShareCard(card: ShareCardData, photo: Buffer | null): Promise<Buffer> {
  const place = sharePlace(card);
  const name: Line[] = wrapLines(shareName(card), 54, true, 2).map((text) => ({
    text,
    size: 54,
    fill: INK,
    bold: true,
  }));
  const services: Line[] = wrapLines(shareServices(card), 34, true, 2).map((text, i) => ({
    text,
    size: 34,
    fill: BRAND_DARK,
    bold: true,
    gap: i === 0 ? 62 : 44,
  }));
  const details: Line[] = [
    { text: `★ ${shareRating(card.calificacion)}`, size: 34, fill: INK, gap: 62 },
    ...(place ? [{ text: fitLine(place, 30), size: 30, fill: STONE, gap: 52 }] : []),
  ];
  const lines = [
    stack([...name, ...services, ...details], 270),
    house(TEXT_X - 6, 480, 1.3, BRAND),
    `<text x="${TEXT_X + 82}" y="538" font-family="${FONT}" font-size="40" font-weight="700" fill="${BRAND}">ServiHogar</text>`,
  ].join('\n');
  const base = sharp(Buffer.from(frame(lines)));
  return jpeg(base.composite([{ input: await photoLayer(card, photo), left: PHOTO_X, top: PHOTO_Y }]));
}

/** The site's own card, for every page that is not a listed professional's profile. */
export async function renderSiteCard(title: string, description: string): Promise<Buffer> {
  const inner = [
    house(W / 2 - 104, 90, 3.25, BRAND),
    `<text x="50%" y="390" text-anchor="middle" font-family="${FONT}" font-size="84" font-weight="700" fill="${BRAND}">${escapeMarkup(title)}</text>`,
    `<text x="50%" y="470" text-anchor="middle" font-family="${FONT}" font-size="34" fill="${STONE}">${escapeMarkup(fitLine(description, 34, false, W - 120))}</text>`,
  ].join('\n');
  return jpeg(sharp(Buffer.from(frame(inner))));
}
