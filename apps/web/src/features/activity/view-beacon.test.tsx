import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectTokenStore } from '@/lib/api-client.ts';
import { useCountView } from './view-beacon.ts';

const ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

describe('the profile view beacon (issue 41, item 9c)', () => {
  afterEach(() => {
    connectTokenStore({ get: () => null, set: () => {} });
    vi.unstubAllGlobals();
  });

  const stubs = () => {
    const beacon = vi.fn(() => true);
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    vi.stubGlobal('fetch', fetchMock);
    return { beacon, fetchMock };
  };

  it('signed in, carries the access token, so the person counts once wherever they look from', () => {
    const { beacon, fetchMock } = stubs();
    connectTokenStore({ get: () => 'token-de-acceso', set: () => {} });
    renderHook(() => useCountView(ID), { wrapper });
    expect(beacon).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/activity/views');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-de-acceso');
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(String(init.body))).toEqual({ professionalId: ID, source: 'enlace' });
  });

  it('signed out, a plain beacon: the address is the viewer', () => {
    const { beacon, fetchMock } = stubs();
    renderHook(() => useCountView(ID), { wrapper });
    expect(beacon).toHaveBeenCalledWith('/activity/views', expect.any(Blob));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
