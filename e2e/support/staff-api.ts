import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO, ownAddress, SUBJECTS, valueAfter } from './accounts.ts';
import { waitForMail } from './mail.ts';

/** A Bearer header for a demo account signed in through the API. */
export async function bearerOf(request: APIRequestContext, email: string, door = '/auth'): Promise<string> {
  // The demo admin signs in for many journeys at once: each time from an address of its own, so
  // the sign-in limit per address and e-mail (10 a minute) is not reached by the suite.
  const res = await request.post(door, { headers: ownAddress(), data: { email, password: DEMO.password } });
  expect(res.status()).toBe(200);
  return `Bearer ${(await res.json()).accessToken}`;
}

/**
 * A professional registered through the API (from an address of its own, see TRUST_PROXY) and given
 * its alta by the demo admin, so it is listed in its trial. Returns its id.
 */
export async function listedProfessional(
  request: APIRequestContext,
  { dni, ...p }: { nombre: string; apellido: string; email: string; password: string; dni?: string },
): Promise<string> {
  const res = await request.post('/professionals/add', {
    headers: ownAddress(),
    data: {
      ...p,
      repassword: p.password,
      dni: dni ?? String(20_000_000 + Math.floor(Math.random() * 20_000_000)),
      edad: 40,
      numeroContacto: '3815551234',
      pais: 'Argentina',
      localidad: 'Tucumán',
      ciudad: 'Yerba Buena',
      zonaCobertura: 'Yerba Buena',
      servicio: [{ tipo: 'plomero', descripcion: 'Reparaciones' }],
      location: { coordinates: [-65.3, -26.82] },
    },
  });
  expect(res.status()).toBe(201);
  const { professionalId } = (await res.json()) as { professionalId: string };
  await adminAction(request, 'altaProf', professionalId);
  return professionalId;
}

export async function adminAction(request: APIRequestContext, action: string, professionalId: string) {
  const res = await request.post(`/professionals/${action}`, {
    headers: { authorization: await bearerOf(request, DEMO.admin) },
    data: { professional_id: professionalId },
  });
  expect(res.status()).toBe(200);
}

/** Verifies the professional's account with the e-mailed token, so it can sign in. */
export async function verifyByMail(request: APIRequestContext, email: string) {
  const token = valueAfter(await waitForMail(email, SUBJECTS.verification), 'Token de verificación');
  expect((await request.get(`/auth/${token}`)).ok()).toBe(true);
}
