import sharp from 'sharp';
import { AD_SIZES, type DemoAd } from './demo-ads.ts';
import { escapeXml, SVG_FONT, wrapText } from './svg-text.ts';

function textBlock(lines: string[], x: number, firstY: number, size: number, weight: number, color: string) {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${firstY + i * size * 1.25}" text-anchor="middle" font-family="${SVG_FONT}" font-size="${size}" font-weight="${weight}" fill="${color}">${escapeXml(line)}</text>`,
    )
    .join('');
}

export function adSvg(ad: DemoAd): string {
  const { width, height } = AD_SIZES[ad.type];
  const [from, to, ink] = ad.colors;
  const isBanner = ad.type === 'banner-horizontal';
  // The banner's smallest text stays ≥ 11 px when the banner is 343 px wide (a 375 px phone).
  const titleSize = isBanner ? 64 : ad.type === 'banner-vertical' ? 34 : 46;
  const subtitleSize = isBanner ? 40 : 20;
  const textWidth = width * 0.84;
  const title = isBanner ? [ad.title] : wrapText(ad.title, textWidth, titleSize);
  const subtitle = isBanner ? [ad.subtitle] : wrapText(ad.subtitle, textWidth, subtitleSize);
  const gap = isBanner ? 10 : 18;
  const titleHeight = title.length * titleSize * 1.25;
  const blockTop = (height - titleHeight - gap - subtitle.length * subtitleSize * 1.25) / 2;
  const top = blockTop + titleSize;
  const subtitleTop = blockTop + titleHeight + gap + subtitleSize;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<rect x="8" y="8" width="${width - 16}" height="${height - 16}" rx="12" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="2"/>
${textBlock(title, width / 2, top, titleSize, 700, ink)}
${textBlock(subtitle, width / 2, subtitleTop, subtitleSize, 400, ink)}
</svg>`;
}

export function renderAd(ad: DemoAd): Promise<Buffer> {
  return sharp(Buffer.from(adSvg(ad)))
    .webp({ quality: 85 })
    .toBuffer();
}
