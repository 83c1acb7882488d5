import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { batchedReader, createDataVersion } from './data-version.ts';

/** Reads that the test answers by hand, first started first answered. */
function heldReads() {
  const held: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  let started = 0;
  return {
    read: () =>
      new Promise<number>((resolve, reject) => {
        started++;
        held.push({ resolve, reject });
      }),
    /** Waits until `count` reads have started. */
    async started(count: number) {
      while (started < count) await new Promise((resolve) => setImmediate(resolve));
    },
    /** Lets the event loop turn a few times (what a read waiting for a lane would need to start). */
    async turns() {
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    },
    get count() {
      return started;
    },
    answer: (value: number) => held.shift()?.resolve(value),
    fail: (error: Error) => held.shift()?.reject(error),
  };
}

describe('batchedReader (the data version on PostgreSQL)', () => {
  it('shares one read among the callers that arrive together', async () => {
    const reads = heldReads();
    const version = batchedReader(reads.read);
    const together = [version.current(), version.current(), version.current()];
    await reads.started(1);
    reads.answer(7);
    expect(await Promise.all(together)).toEqual([7, 7, 7]);
    expect(reads.count).toBe(1);
  });

  it('never answers a caller with a read that started before it arrived', async () => {
    const reads = heldReads();
    const version = batchedReader(reads.read);
    const first = version.current();
    await reads.started(1);
    // A write commits now; these callers arrive while the first read is in flight.
    const later = [version.current(), version.current()];
    await reads.started(2);
    reads.answer(1);
    reads.answer(2);
    expect(await first).toBe(1);
    expect(await Promise.all(later)).toEqual([2, 2]);
  });

  it('keeps at most two reads in flight; the third waits for the first to end', async () => {
    const reads = heldReads();
    const version = batchedReader(reads.read);
    const first = version.current();
    await reads.started(1);
    const second = version.current();
    await reads.started(2);
    const third = version.current();
    await reads.turns();
    expect(reads.count).toBe(2);
    reads.answer(1);
    await reads.started(3);
    reads.answer(2);
    reads.answer(3);
    expect(await Promise.all([first, second, third])).toEqual([1, 2, 3]);
  });

  it('a failed read fails its callers only; the next caller gets a new read', async () => {
    const reads = heldReads();
    const version = batchedReader(reads.read);
    const failed = version.current();
    await reads.started(1);
    reads.fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    const again = version.current();
    await reads.started(2);
    reads.answer(3);
    expect(await again).toBe(3);
  });
});

describe('createDataVersion on the embedded database (notifications)', () => {
  async function listening() {
    let notify: (scope: string) => void = () => {};
    const database = {
      listen: async (_channel: string, onNotify: (scope: string) => void) => {
        notify = onNotify;
        return async () => {};
      },
    } as unknown as Database;
    const version = await createDataVersion(database);
    return { version, notify: (scope: string) => notify(scope) };
  }

  it('counts every change and knows which professional each touched', async () => {
    const { version, notify } = await listening();
    const since = await version.current();
    notify('ana');
    notify('beto');
    const now = await version.current();
    expect(now).toBe(since + 2);
    expect(version.onlyOthersChanged('carla', since, now)).toBe(true);
    expect(version.onlyOthersChanged('ana', since, now)).toBe(false);
    expect(version.onlyOthersChanged('ana', since + 1, now)).toBe(true);
    // '' is a change to what anyone's data shows (the categories).
    notify('');
    expect(version.onlyOthersChanged('carla', now, await version.current())).toBe(false);
  });

  it('answers "changed" for a version older than the changes it remembers', async () => {
    const { version, notify } = await listening();
    const since = await version.current();
    for (let i = 0; i < 5000; i++) notify('ana');
    const now = await version.current();
    expect(version.onlyOthersChanged('carla', now - 10, now)).toBe(true);
    expect(version.onlyOthersChanged('carla', since, now)).toBe(false);
  });
});
