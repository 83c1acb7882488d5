import { describe, expect, it } from 'vitest';
import { aSubscription } from '@/test/subscription-fixture.ts';
import { filterSubscriptions } from './filter-subscriptions.ts';

const sub = aSubscription;

const LIST = [
  sub({}),
  sub({
    _id: 's2',
    userFullName: 'José Núñez',
    professionalFullName: 'José Núñez',
    professionalId: 'p2',
    paymentStatus: 'confirmed',
  }),
  sub({ _id: 's3', userFullName: 'Eva Luna', paymentStatus: 'failed' }),
];
const none = new Set<string>();

describe('filterSubscriptions', () => {
  it('filters by status', () => {
    const ids = (status: '' | 'pending' | 'confirmed' | 'failed') =>
      filterSubscriptions(LIST, { status, search: '', removed: none }).map((s) => s._id);
    expect(ids('')).toEqual(['s1', 's2', 's3']);
    expect(ids('confirmed')).toEqual(['s2']);
    expect(ids('failed')).toEqual(['s3']);
  });

  it('searches full names without caring about case or accents', () => {
    const ids = (search: string) =>
      filterSubscriptions(LIST, { status: '', search, removed: none }).map((s) => s._id);
    expect(ids('NUNEZ')).toEqual(['s2']);
    expect(ids('ana pér')).toEqual(['s1']);
    expect(ids('  ')).toHaveLength(3);
    expect(ids('zzz')).toEqual([]);
  });

  it('leaves out the rows removed from the view', () => {
    const shown = filterSubscriptions(LIST, { status: '', search: '', removed: new Set(['s1']) });
    expect(shown.map((s) => s._id)).toEqual(['s2', 's3']);
  });
});
