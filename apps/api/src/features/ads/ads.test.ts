import { describe, expect, it } from 'vitest';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertAd } from '../../../test/factories.ts';

const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

describe('advertisements', () => {
  const t = testAppOfSuite({ now: () => NOW });

  it('answers an empty list when there are none', async () => {
    for (const url of ['/api/advertisement', '/api/advertisements']) {
      const res = await t().app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it('lists the active ads of every type, newest first', async () => {
    const banner = await insertAd(t().db, {
      type: 'banner-vertical',
      link: 'https://example.com',
      createdAt: hours(-3),
    });
    const popUp = await insertAd(t().db, {
      type: 'pop-up',
      imageUrl: null,
      imageKey: 'ads/pop.webp',
      activeFrom: hours(-1),
      activeUntil: hours(1),
      createdAt: hours(-2),
    });
    await insertAd(t().db, { activeFrom: hours(1) });
    await insertAd(t().db, { activeUntil: hours(-1) });
    await insertAd(t().db, { activeUntil: NOW });
    await insertAd(t().db, { paused: true });

    const expected = [
      { _id: popUp.id, type: 'pop-up', imageUrl: '/uploads/ads/pop.webp', link: null },
      {
        _id: banner.id,
        type: 'banner-vertical',
        imageUrl: '/img/ad.webp',
        link: `/api/advertisements/${banner.id}/click`,
      },
    ];
    for (const url of ['/api/advertisement', '/api/advertisements']) {
      expect((await t().app.inject({ url })).json()).toEqual(expected);
    }
  });
});
