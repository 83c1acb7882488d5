import { TIMINGS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage.ts';
import { layoutApi, nearbyProfessional } from '@/test/marketplace-api.ts';
import { mockApi, renderRoute } from '@/test/render-route.tsx';

type Outcome = { coords: { latitude: number; longitude: number } } | { code: number };

/** A browser geolocation answering every request with `outcome`. */
function stubGeolocation(outcome: Outcome) {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail: PositionErrorCallback, _options?: PositionOptions) => {
      if ('coords' in outcome) ok({ coords: outcome.coords, timestamp: 0 } as GeolocationPosition);
      else fail({ code: outcome.code, message: '' } as GeolocationPositionError);
    },
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

const TUCUMAN = { coords: { latitude: -26.8241, longitude: -65.2226 } };
let nearby: (url: URL) => unknown;

beforeEach(() => {
  nearby = () => ({ professionals: [nearbyProfessional(1, 2.34), nearbyProfessional(2, 7)] });
  mockApi({ ...layoutApi, '/professionals/nearby': (url) => nearby(url) });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

const stored = () => localStorage.getItem(STORAGE_KEYS.geolocation);
const section = () => screen.findByRole('region', { name: msg.pages.nearbyTitle });

describe('Profesionales cerca tuyo', () => {
  it('asks first; accepting stores granted, locates precisely and shows the cards', async () => {
    const locate = stubGeolocation(TUCUMAN);
    renderRoute('/', { roles: ['Cliente'] });
    const prompt = await screen.findByRole('dialog', { name: 'Usar tu ubicación' });
    expect(prompt).toHaveTextContent(msg.geolocation.prompt);
    expect(locate).not.toHaveBeenCalled();

    await userEvent.click(within(prompt).getByRole('button', { name: msg.geolocation.allow }));
    expect(stored()).toBe('granted');
    expect(locate).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      maximumAge: 0,
      timeout: TIMINGS.geolocationTimeout,
    });
    const card = await within(await section()).findByRole('link', { name: /Nombre1 Gómez/ });
    expect(card).toHaveAttribute('href', '/dash/professionals/details/00000000-0000-4000-8000-000000000001');
    expect(card).toHaveTextContent('a 2,3 km');
    expect(screen.getByRole('link', { name: /Nombre2 Gómez/ })).toHaveTextContent('a 7,0 km');
  });

  it('the carousel cards show the verification badges', async () => {
    nearby = () => ({
      professionals: [
        { ...nearbyProfessional(1, 1), identidadVerificada: true, matriculado: true },
        nearbyProfessional(2, 3),
      ],
    });
    stubGeolocation(TUCUMAN);
    localStorage.setItem(STORAGE_KEYS.geolocation, 'granted');
    renderRoute('/', { roles: ['Cliente'] });
    const card = await within(await section()).findByRole('link', { name: /Nombre1 Gómez/ });
    expect(within(card).getByRole('list', { name: 'Verificaciones' })).toHaveTextContent(
      `${msg.verification.identityBadge}${msg.verification.licenseBadge}`,
    );
    expect(within(screen.getByRole('link', { name: /Nombre2 Gómez/ })).queryByRole('list')).toBeNull();
  });

  it('sends the position to the nearby call', async () => {
    localStorage.setItem(STORAGE_KEYS.geolocation, 'granted');
    stubGeolocation(TUCUMAN);
    const seen: URL[] = [];
    nearby = (url) => {
      seen.push(url);
      return { professionals: [] };
    };
    renderRoute('/', { roles: ['Cliente'] });
    expect(await within(await section()).findByText(msg.nearby.empty)).toBeInTheDocument();
    expect(seen[0]?.searchParams.get('latitude')).toBe('-26.8241');
    expect(seen[0]?.searchParams.get('longitude')).toBe('-65.2226');
  });

  it('refusing stores denied: no carousel, and no question on the next visit', async () => {
    const locate = stubGeolocation(TUCUMAN);
    const first = renderRoute('/', { roles: ['Cliente'] });
    const prompt = await screen.findByRole('dialog', { name: 'Usar tu ubicación' });
    await userEvent.click(within(prompt).getByRole('button', { name: msg.geolocation.refuse }));
    expect(stored()).toBe('denied');
    expect(screen.queryByRole('region', { name: msg.pages.nearbyTitle })).not.toBeInTheDocument();
    first.unmount();

    renderRoute('/', { roles: ['Cliente'] });
    await screen.findByRole('region', { name: '¿Qué servicio necesitás?' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(msg.pages.nearbyTitle)).not.toBeInTheDocument();
    expect(locate).not.toHaveBeenCalled();
  });

  it('remembers a browser refusal (code 1) and says so', async () => {
    localStorage.setItem(STORAGE_KEYS.geolocation, 'granted');
    stubGeolocation({ code: 1 });
    renderRoute('/', { roles: ['Cliente'] });
    await waitFor(async () =>
      expect(within(await section()).getByRole('alert')).toHaveTextContent(msg.geolocation.denied),
    );
    expect(stored()).toBe('denied');
  });

  it.each([
    [2, msg.geolocation.unavailable],
    [3, msg.geolocation.timeout],
    [99, msg.geolocation.generic],
  ])('shows the message of geolocation error %i', async (code, message) => {
    localStorage.setItem(STORAGE_KEYS.geolocation, 'granted');
    stubGeolocation({ code });
    renderRoute('/', { roles: ['Cliente'] });
    await waitFor(async () => expect(within(await section()).getByRole('alert')).toHaveTextContent(message));
    expect(stored()).toBe('granted');
  });

  it('says when the browser has no geolocation', async () => {
    localStorage.setItem(STORAGE_KEYS.geolocation, 'granted');
    renderRoute('/', { roles: ['Cliente'] });
    await waitFor(async () =>
      expect(within(await section()).getByRole('alert')).toHaveTextContent(msg.geolocation.unsupported),
    );
  });

  it('rejects unusable coordinates without calling the API', async () => {
    localStorage.setItem(STORAGE_KEYS.geolocation, 'granted');
    stubGeolocation({ coords: { latitude: Number.NaN, longitude: 200 } });
    const call = vi.fn(() => ({ professionals: [] }));
    nearby = call;
    renderRoute('/', { roles: ['Cliente'] });
    await waitFor(async () =>
      expect(within(await section()).getByRole('alert')).toHaveTextContent(
        msg.geolocation.invalidCoordinates,
      ),
    );
    expect(call).not.toHaveBeenCalled();
  });

  it('shows the API failure with a retry', async () => {
    localStorage.setItem(STORAGE_KEYS.geolocation, 'granted');
    stubGeolocation(TUCUMAN);
    nearby = () => Response.json({ code: 'INTERNAL', message: 'Falló' }, { status: 500 });
    renderRoute('/', { roles: ['Cliente'] });
    const alert = await within(await section()).findByRole('alert');
    expect(alert).toHaveTextContent(msg.nearby.loadFailed);
    nearby = () => ({ professionals: [nearbyProfessional(3, 1)] });
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: /Nombre3 Gómez/ })).toBeInTheDocument();
  });

  it.each([[[]], [['Prestador']], [['Admin']]] as const)('is not offered to %j', async (roles) => {
    const locate = stubGeolocation(TUCUMAN);
    renderRoute('/', { roles: [...roles] });
    await screen.findByRole('region', { name: '¿Qué servicio necesitás?' });
    expect(screen.queryByText(msg.pages.nearbyTitle)).not.toBeInTheDocument();
    expect(locate).not.toHaveBeenCalled();
  });
});
