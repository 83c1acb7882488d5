import * as msg from '@servihogar/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, geoApi, ROSA, ROSA_SERVICE } from '@/test/professional-api.ts';
import { fakeToken, mockApi, renderRoute } from '@/test/render-route.tsx';
import { anaLivingIn } from '@/test/user-fixture.ts';

const f = msg.professionalForm;

const field = (label: string) => screen.getByLabelText(label);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Registrarme como prestador' }));

async function choose(label: string, option: string) {
  const select = await screen.findByLabelText(label);
  await within(select).findByRole('option', { name: option });
  await userEvent.selectOptions(select, option);
}

async function fillPersonal() {
  await userEvent.type(await screen.findByLabelText('Nombre'), 'Rosa');
  await userEvent.type(field('Apellido'), 'Díaz');
  await userEvent.type(field('DNI'), '30111222');
  await userEvent.type(field('Edad'), '45');
  await userEvent.type(field('Email'), 'rosa@example.com');
  await userEvent.type(field('Celular'), '3815550000');
}

async function fillValid({ password = true } = {}) {
  await fillPersonal();
  await choose('Provincia', 'Tucumán');
  await choose('Ciudad', 'Yerba Buena');
  await choose('Servicio 1', 'Cuidado de Persona');
  await userEvent.click(screen.getByLabelText('Personas mayores'));
  if (password) {
    await userEvent.type(field('Contraseña'), 'Secreta1');
    await userEvent.type(field('Repite la contraseña'), 'Secreta1');
  }
}

/** 'Otros' travels with the registration, which creates the category: no '/category/add' of its own. */
function expectNewCategoryInRegistration(calls: unknown[][], name: string) {
  expect(calls.some(([url]) => String(url) === '/category/add')).toBe(false);
  expect(bodyOf(calls, '/professionals/add')).toMatchObject({
    servicio: [{ tipo: 'otros' }],
    nuevaCategoria: name,
  });
}

describe('/workWithUs: the professional form', () => {
  it('sent with "Por hora" and no amount, focuses the amount and says one field needs attention (issue 48)', async () => {
    const fetchMock = mockApi(geoApi);
    renderRoute('/workWithUs');
    await fillValid();
    await userEvent.selectOptions(field('Cobro'), 'Por hora');
    await submit();
    await waitFor(() => expect(field('Desde (pesos)')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(msg.form.invalidOne);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/professionals/add')).toBe(false);
  });

  it('sent empty, focuses the first field and says how many need attention (issue 48)', async () => {
    mockApi(geoApi);
    renderRoute('/workWithUs');
    await within(await screen.findByLabelText('País')).findByRole('option', { name: 'Uruguay' });
    await submit();
    await waitFor(() => expect(field('Nombre')).toHaveFocus());
    expect(screen.getByRole('status').textContent).toMatch(/^Revisá los \d+ campos marcados\.$/);
  });

  it('preselects Argentina and Tucumán and clears the dependent choices up the chain', async () => {
    mockApi(geoApi);
    renderRoute('/workWithUs');
    await within(await screen.findByLabelText('País')).findByRole('option', { name: 'Uruguay' });
    expect(field('País')).toHaveValue('Argentina');
    // Tucumán's marketplace: its province is chosen already, its cities ready to pick (issue 29).
    await within(field('Provincia')).findByRole('option', { name: 'Tucumán' });
    expect(field('Provincia')).toHaveValue('Tucumán');
    expect(field('Ciudad')).toBeEnabled();
    await choose('Ciudad', 'Yerba Buena');

    await choose('Provincia', 'Catamarca');
    expect(field('Ciudad')).toHaveValue('');
    expect(within(field('Ciudad')).queryByRole('option', { name: 'Yerba Buena' })).not.toBeInTheDocument();
    await choose('Ciudad', 'San Fernando del Valle de Catamarca');

    await choose('País', 'Uruguay');
    expect(field('Provincia')).toHaveValue('');
    expect(field('Ciudad')).toHaveValue('');
    expect(field('Ciudad')).toBeDisabled();
    await choose('Provincia', 'Montevideo');
    await choose('Ciudad', 'Montevideo');
    expect(screen.getByRole('link', { name: 'GeoNames' })).toHaveAttribute(
      'href',
      'https://www.geonames.org/',
    );
  });

  it('offers the options of each category only', async () => {
    mockApi(geoApi);
    renderRoute('/workWithUs');
    await choose('Servicio 1', 'Niñera');
    expect(field('Semanal')).toBeInTheDocument();
    expect(field('Mensual')).toBeInTheDocument();
    expect(screen.queryByLabelText('Personas mayores')).not.toBeInTheDocument();
    await userEvent.click(field('Semanal'));

    await choose('Servicio 1', 'Cuidado de Persona');
    expect(screen.queryByLabelText('Semanal')).not.toBeInTheDocument();
    for (const label of ['Personas enfermas', 'Personas mayores', 'Personas con discapacidad']) {
      expect(field(label)).not.toBeChecked();
    }
    await choose('Servicio 1', 'Limpieza Domestica');
    // The weekly choice made for Niñera did not survive the trip through another category.
    expect(field('Semanal')).not.toBeChecked();

    await choose('Servicio 1', 'Plomero');
    expect(screen.queryByText('Opciones del servicio')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Agregar otro servicio' }));
    await choose('Servicio 2', 'Niñera');
    expect(field('Semanal')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar servicio 2' }));
    expect(screen.queryByLabelText('Servicio 2')).not.toBeInTheDocument();
  });

  it('shows the §5 messages and sends nothing while the form is invalid', async () => {
    const fetchMock = mockApi(geoApi);
    renderRoute('/workWithUs');
    await screen.findByLabelText('Nombre');
    await submit();
    expect((await screen.findAllByText(f.required)).length).toBeGreaterThanOrEqual(6);
    expect(screen.getByText(f.edadMin)).toBeInTheDocument();
    expect(field('Nombre')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field('Edad'), '17');
    await submit();
    expect(await screen.findByText(f.edadMin)).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls.some((url) => url.includes('/professionals/add') || url.includes('/geo/geocode'))).toBe(
      false,
    );
  });

  it("asks for the new category's name with 'Otros'; a visitor's registration creates it", async () => {
    const fetchMock = mockApi({
      ...geoApi,
      '/professionals/add': () =>
        Response.json({ success: true, message: 'ok', professionalId: 'x' }, { status: 201 }),
    });
    renderRoute('/workWithUs');
    await fillValid();
    await choose('Servicio 1', 'Otros');
    await submit();
    expect(await screen.findByText(f.nuevaCategoria)).toBeInTheDocument();
    await userEvent.type(field('Nombre de la nueva categoría'), 'Jardinero');
    await submit();
    await screen.findByText('Procesando registro...');
    // The registration itself creates the (pending) category.
    expectNewCategoryInRegistration(fetchMock.mock.calls, 'Jardinero');
  });

  it("sends a signed-in client's 'Otros' name to the server, which alone creates it", async () => {
    let status = 429;
    const fetchMock = mockApi({
      ...geoApi,
      '/professionals/add': () =>
        status === 429
          ? Response.json(
              {
                code: 'RATE_LIMITED',
                message: msg.category.throttled,
                fields: { nuevaCategoria: msg.category.throttled },
              },
              { status },
            )
          : Response.json({ success: true, message: 'ok', professionalId: 'x' }, { status: 201 }),
      '/auth/refresh': () => ({ accessToken: fakeToken(['Prestador', 'Cliente']) }),
    });
    renderRoute('/workWithUs', { roles: ['Cliente'] });
    await fillValid({ password: false });
    await choose('Servicio 1', 'Otros');
    await userEvent.type(field('Nombre de la nueva categoría'), 'ab');
    await submit();
    expect(await screen.findByText(msg.category.nameLength)).toBeInTheDocument();
    await userEvent.type(field('Nombre de la nueva categoría'), 'c Jardinero');
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(msg.category.throttled));
    expect(field('Nombre de la nueva categoría')).toHaveValue('abc Jardinero');
    status = 201;
    await submit();
    await screen.findByText('ok');
    expectNewCategoryInRegistration(fetchMock.mock.calls, 'abc Jardinero');
  });

  it('keeps everything typed when the address cannot be geocoded', async () => {
    const fetchMock = mockApi({
      ...geoApi,
      '/geo/geocode': () => Response.json({ code: 'NOT_FOUND', message: 'x' }, { status: 404 }),
    });
    renderRoute('/workWithUs');
    await fillValid();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(f.submitLocationFailed);
    expect(alert).toHaveTextContent(f.geocodeNoResults);
    expect(field('Nombre')).toHaveValue('Rosa');
    expect(field('Ciudad')).toHaveValue('Yerba Buena');
    expect(field('Personas mayores')).toBeChecked();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/professionals/add')).toBe(false);

    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('offline');
    });
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(f.geocodeError));
  });

  it('says "try later" when the server fails, and shows its own words for a conflict', async () => {
    let status = 500;
    mockApi({
      ...geoApi,
      '/professionals/add': () => Response.json({ code: 'X', message: msg.api.emailTaken }, { status }),
    });
    renderRoute('/workWithUs');
    await fillValid();
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(f.submitFailed));
    status = 409;
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(msg.api.emailTaken));
    expect(field('Email')).toHaveValue('rosa@example.com');
  });

  it('registers a visitor, then asks for the e-mailed token and points to /signin', async () => {
    const fetchMock = mockApi({
      ...geoApi,
      '/professionals/add': () =>
        Response.json({ success: true, message: 'ok', professionalId: 'p1' }, { status: 201 }),
      '/auth/bueno': () => ({ ok: true, message: 'Cuenta verificada' }),
    });
    renderRoute('/workWithUs');
    await fillValid();
    // Issue 27: an orientative rate (es-AR thousands) and the usual days and slots.
    await userEvent.selectOptions(screen.getByLabelText('Cobro'), 'Por hora');
    await userEvent.type(screen.getByLabelText('Desde (pesos)'), '4.000');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lunes' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mañana' }));
    await submit();
    expect(await screen.findByText('Procesando registro...')).toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls, '/geo/geocode')).toEqual({
      country: 'AR',
      provinceId: 'AR.24',
      city: 'Yerba Buena',
    });
    expect(bodyOf(fetchMock.mock.calls, '/professionals/add')).toEqual({
      ...ROSA,
      zonaCobertura: '',
      instagram: '',
      referencias: '',
      servicio: [{ ...ROSA_SERVICE, tarifa: { unidad: 'hora', monto: 4000 } }],
      disponibilidad: { dias: ['lun'], franjas: ['manana'] },
      trabajoRegistrado: false,
      location: { coordinates: [-65.32, -26.82] },
      password: 'Secreta1',
      repassword: 'Secreta1',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Verificá tu cuenta' });
    expect(field('Nombre')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verificar cuenta' }));
    expect(await within(dialog).findByText(msg.registration.tokenRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Token'), 'bueno');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verificar cuenta' }));
    const verified = await screen.findByRole('dialog', { name: msg.registration.verifiedTitle });
    expect(within(verified).getByRole('link', { name: msg.pages.signIn })).toHaveAttribute('href', '/signin');
  });

  it('registers a signed-in client without a password and renews the session', async () => {
    const fetchMock = mockApi({
      ...geoApi,
      '/professionals/add': () =>
        Response.json(
          { success: true, message: f.registeredSignedIn, professionalId: 'p1' },
          { status: 201 },
        ),
      '/auth/refresh': () => ({ accessToken: fakeToken(['Prestador', 'Cliente']) }),
    });
    const { router } = renderRoute('/workWithUs', { roles: ['Cliente'] });
    await screen.findByLabelText('Nombre');
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
    await fillValid({ password: false });
    await submit();
    expect(await screen.findByText(f.registeredSignedIn)).toBeInTheDocument();
    const body = bodyOf(fetchMock.mock.calls, '/professionals/add') as Record<string, unknown>;
    expect(body).not.toHaveProperty('password');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/auth/refresh')).toBe(true);
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: /Mi Perfil/ })).toHaveAttribute('href', '/dash/miPerfil');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/miPerfil'));
  }, 10_000);

  it("starts a signed-in client's form on their own city, as the gazetteer spells it", async () => {
    mockApi({
      ...geoApi,
      ...anaLivingIn('yerba  buena '),
    });
    renderRoute('/workWithUs', { roles: ['Cliente'] });
    await waitFor(() => expect(field('Ciudad')).toHaveValue('Yerba Buena'));
    expect(field('Provincia')).toHaveValue('Tucumán');
    // Only a start: the client may choose another.
    await choose('Ciudad', 'Tafí Viejo');
    expect(field('Ciudad')).toHaveValue('Tafí Viejo');
  });

  it('tells a provider they are registered already', async () => {
    mockApi(geoApi);
    renderRoute('/workWithUs', { roles: ['Prestador'] });
    expect(await screen.findByText(msg.pages.alreadyProvider)).toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre')).not.toBeInTheDocument();
  });
});
