import { AD_SLOT_SIZES, AD_TYPES } from '@servihogar/shared/constants';
import { describe, expect, it } from 'vitest';
import { adSvg } from './ad-images.ts';
import { AD_SIZES, DEMO_ADS } from './demo-ads.ts';

/** Width of the phone layout's banner: a 375 px screen less the page's 16 px margins. */
const PHONE_BANNER_WIDTH = 343;

describe('demo ad images (issue 29, item 3)', () => {
  it.each(AD_TYPES)('a %s image has its slot’s aspect (shown whole, never cropped)', (type) => {
    const image = AD_SIZES[type].width / AD_SIZES[type].height;
    const slot = AD_SLOT_SIZES[type].width / AD_SLOT_SIZES[type].height;
    expect(Math.abs(image - slot) / slot).toBeLessThan(0.01);
  });

  it.each(DEMO_ADS.filter((ad) => ad.type === 'banner-horizontal'))(
    'the horizontal banner "$title" is legible on a phone: every text ≥ 11 px, on one line inside the image',
    (ad) => {
      const svg = adSvg(ad);
      const { width } = AD_SIZES[ad.type];
      const scale = PHONE_BANNER_WIDTH / width;
      const texts = [...svg.matchAll(/font-size="(\d+)"[^>]*>([^<]*)</g)].map((m) => ({
        size: Number(m[1]),
        text: m[2]!,
      }));
      expect(texts).toHaveLength(2);
      for (const { size, text } of texts) {
        expect(size * scale).toBeGreaterThanOrEqual(11);
        // The glyph-width estimate the wrapper uses (librsvg has no layout): it must fit the frame.
        expect(text.length * size * 0.56).toBeLessThan(width - 32);
      }
    },
  );
});
