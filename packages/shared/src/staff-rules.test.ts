import { describe, expect, it } from 'vitest';
import { adFieldsSchema, adState, isHttpUrl } from './ads.ts';
import { categoryNameProblem } from './categories.ts';
import * as msg from './messages.ts';

const NOW = new Date('2026-11-20T12:00:00Z');
const at = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

describe('adState', () => {
  it.each([
    [{ paused: false, startsAt: null, endsAt: null }, 'activa'],
    [{ paused: false, startsAt: at(1), endsAt: null }, 'programada'],
    [{ paused: false, startsAt: at(-2), endsAt: at(-1) }, 'vencida'],
    [{ paused: false, startsAt: null, endsAt: NOW }, 'vencida'],
    [{ paused: true, startsAt: null, endsAt: null }, 'pausada'],
    [{ paused: true, startsAt: at(1), endsAt: null }, 'pausada'],
    [{ paused: true, startsAt: null, endsAt: at(-1) }, 'vencida'],
  ] as const)('%j is %s', (ad, state) => {
    expect(adState(ad, NOW)).toBe(state);
  });
});

describe('ad fields', () => {
  it('accepts only absolute http(s) links', () => {
    expect(isHttpUrl('https://example.com/x')).toBe(true);
    expect(isHttpUrl('http://example.com')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//example.com', '/banners', 'ftp://x.com'])
      expect(isHttpUrl(bad), bad).toBe(false);
  });

  it('turns optional dates into instants and refuses an end before the start', () => {
    const base = { type: 'pop-up', title: 'Oferta', linkUrl: 'https://example.com' };
    expect(adFieldsSchema.parse({ ...base, startsAt: '' })).toMatchObject({ startsAt: null, endsAt: null });
    const bad = adFieldsSchema.safeParse({
      ...base,
      startsAt: at(2).toISOString(),
      endsAt: at(1).toISOString(),
    });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['endsAt'], message: msg.ads.endsBeforeStart });
  });
});

describe('categoryNameProblem', () => {
  it.each([
    ['Jardinería', null],
    ['  Tapicería  ', null],
    ['Gas', null],
    ['', msg.category.nameRequired],
    ['--', msg.category.nameRequired],
    ['ab', msg.category.nameLength],
    ['x'.repeat(41), msg.category.nameLength],
    ['otros', msg.category.reservedName],
    ['Evil\u202Etxt', msg.category.nameChars],
    ['Línea\nnueva', msg.category.nameChars],
    ['a\u200Db c', msg.category.nameChars],
  ])('%j → %s', (name, problem) => {
    expect(categoryNameProblem(name)).toBe(problem);
  });
});
