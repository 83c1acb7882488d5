import * as msg from '@servihogar/shared/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeXhr } from '../test/fake-xhr.ts';
import { ApiError, connectTokenStore } from './api-client.ts';
import { fileForm, uploadWithProgress } from './upload.ts';

let token: string | null;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  token = 'viejo';
  connectTokenStore({ get: () => token, set: (next) => (token = next) });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const form = () => fileForm(new File(['x'], 'a.png', { type: 'image/png' }));

describe('uploadWithProgress', () => {
  it('sends the session headers and reports the progress', async () => {
    const sent = fakeXhr([{ status: 200, body: { message: 'ok' } }]);
    const progress: number[] = [];
    await expect(
      uploadWithProgress('/user/editPhoto/u1', form(), { onProgress: (p) => progress.push(p) }),
    ).resolves.toEqual({
      message: 'ok',
    });
    expect(sent[0]?.headers).toMatchObject({ authorization: 'Bearer viejo', accept: 'application/json' });
    expect(sent[0]?.headers['x-csrf-token']).toMatch(/^[0-9a-f]{32}$/);
    expect(progress).toEqual([0.5, 1]);
  });

  it('renews the session once on 403 and retries with the new token', async () => {
    const sent = fakeXhr([
      { status: 403, body: { code: 'TOKEN_EXPIRED', message: 'x' } },
      { status: 200, body: { message: 'ok' } },
    ]);
    fetchMock.mockResolvedValueOnce(Response.json({ accessToken: 'nuevo' }));
    await uploadWithProgress('/user/editPhoto/u1', form());
    expect(sent.map((s) => s.headers.authorization)).toEqual(['Bearer viejo', 'Bearer nuevo']);
    expect(token).toBe('nuevo');
  });

  it('turns a refused upload into an ApiError with the server message', async () => {
    fakeXhr([{ status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: msg.api.tooLarge } }]);
    const error = await uploadWithProgress('/user/editPhoto/u1', form()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: msg.api.tooLarge });
  });

  it('says the session expired when it cannot be renewed', async () => {
    fakeXhr([{ status: 403, body: { code: 'TOKEN_EXPIRED', message: 'x' } }]);
    fetchMock.mockResolvedValueOnce(Response.json({ code: 'TOKEN_EXPIRED', message: 'x' }, { status: 403 }));
    await expect(uploadWithProgress('/user/editPhoto/u1', form())).rejects.toMatchObject({
      message: msg.session.expired,
    });
  });
});
