import * as msg from '@servihogar/shared/messages';
import type { PublicProfessional } from '@servihogar/shared/professionals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { publicProfessional, service } from '@/test/marketplace-api.ts';
import { renderPage } from '@/test/render-route.tsx';
import { anaLivingIn } from '@/test/user-fixture.ts';

const ana: PublicProfessional = {
  ...publicProfessional(1, { nombre: 'Ana', apellido: 'Núñez', ciudad: 'Yerba Buena', calificacion: 4.5 }),
  servicio: [
    { ...service('Cuidado de Persona', { personasMayores: true }), tarifa: { monto: 4000, unidad: 'hora' } },
  ],
  disponibilidad: { dias: ['lun', 'mar', 'mie', 'jue', 'vie'], franjas: ['manana', 'tarde'] },
  distanciaKm: 2.5,
};

const cities = [
  { name: 'Tafí Viejo', latitude: -26.73, longitude: -65.26 },
  { name: 'Yerba Buena', latitude: -26.81, longitude: -65.31 },
];

function setup() {
  const asked: URLSearchParams[] = [];
  const view = renderPage('/dash/professionals/cuidado-de-persona?ciudad=Yerba+Buena', {
    roles: ['Cliente'],
    api: {
      '/geo/provinces/AR.24/cities': () => cities,
      '/professionals': (url) => {
        asked.push(url.searchParams);
        const found = url.searchParams.get('ciudad') === 'Tafí Viejo' ? [] : [ana];
        return {
          professionals: found,
          next: null,
          total: found.length,
          ...(found.length === 0
            ? { localidadesCercanas: [{ ciudad: 'Yerba Buena', distanciaKm: 9.4 }] }
            : {}),
        };
      },
    },
  });
  return { ...view, asked };
}

describe('the category page’s filters', () => {
  it('lists with the URL’s filters, shows rate, days and distance on the card, and counts', async () => {
    const { asked } = setup();
    const card = await screen.findByRole('link', { name: /Ana Núñez/ });
    expect(card).toHaveTextContent('Desde $ 4.000 la hora · A 2,5 km');
    expect(card).toHaveTextContent('Lun a Vie · mañana y tarde');
    expect(screen.getByText('1 profesional')).toBeInTheDocument();
    expect(asked.at(-1)?.get('ciudad')).toBe('Yerba Buena');
    // The category's own options (§5) are offered, others are not.
    expect(screen.getByRole('checkbox', { name: msg.serviceFlags.personasMayores })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: msg.serviceFlags.semanal })).not.toBeInTheDocument();
  });

  it('puts each choice in the URL and the request, and "Limpiar filtros" clears them', async () => {
    const { asked, router } = setup();
    await screen.findByRole('link', { name: /Ana Núñez/ });
    await userEvent.click(screen.getByRole('checkbox', { name: msg.finding.fastResponse }));
    await userEvent.click(screen.getByRole('checkbox', { name: '4 estrellas o más' }));
    await userEvent.click(screen.getByRole('checkbox', { name: msg.serviceFlags.personasMayores }));
    fireEvent.change(screen.getByLabelText('Disponible el'), { target: { value: '2099-12-05' } });
    await waitFor(() => expect(asked.at(-1)?.get('fecha')).toBe('2099-12-05'));
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({
      servicio: 'cuidado-de-persona',
      ciudad: 'Yerba Buena',
      respondeRapido: 'true',
      calificacionMin: '4',
      opciones: 'personasMayores',
    });
    expect(router.state.location.search).toBe(
      '?ciudad=Yerba+Buena&respondeRapido=true&calificacionMin=4&opciones=personasMayores&fecha=2099-12-05',
    );
    await userEvent.click(screen.getByRole('button', { name: msg.finding.clearFilters }));
    await waitFor(() => expect(router.state.location.search).toBe('?ciudad='));
    expect(screen.getByRole('checkbox', { name: '4 estrellas o más' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: msg.finding.fastResponse })).not.toBeChecked();
    expect(asked.at(-1)?.has('respondeRapido')).toBe(false);
  });

  it('"Hasta $ …" per hour or visit goes in the URL and the request (issue 48)', async () => {
    const { asked, router } = setup();
    await screen.findByRole('link', { name: /Ana Núñez/ });
    await userEvent.selectOptions(screen.getByLabelText(msg.priceFilter.unitLabel), 'Por visita');
    await userEvent.type(screen.getByLabelText(msg.priceFilter.maxLabel), '5000{Enter}');
    await waitFor(() => expect(asked.at(-1)?.get('tarifaMax')).toBe('5000'));
    expect(asked.at(-1)?.get('tarifaPor')).toBe('visita');
    expect(router.state.location.search).toBe('?ciudad=Yerba+Buena&tarifaMax=5000&tarifaPor=visita');
    await userEvent.click(screen.getByRole('button', { name: msg.finding.clearFilters }));
    await waitFor(() => expect(router.state.location.search).toBe('?ciudad='));
    expect(screen.getByLabelText(msg.priceFilter.maxLabel)).toHaveValue('');
  });

  it('says so when no one matches and offers the nearest localities', async () => {
    const { router } = setup();
    await screen.findByRole('link', { name: /Ana Núñez/ });
    await userEvent.selectOptions(screen.getByLabelText('Localidad'), 'Tafí Viejo');
    expect(await screen.findByText(msg.finding.empty)).toBeInTheDocument();
    expect(screen.getByText(msg.finding.nearestLocalities)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yerba Buena (a 9 km)' }));
    expect(await screen.findByRole('link', { name: /Ana Núñez/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?ciudad=Yerba+Buena');
  });
});

describe("the client's own city", () => {
  const withHome = (ciudad: string) => {
    const asked: URLSearchParams[] = [];
    const view = renderPage('/dash/professionals/cuidado-de-persona', {
      roles: ['Cliente'],
      api: {
        '/geo/provinces/AR.24/cities': () => cities,
        ...anaLivingIn(ciudad),
        '/professionals': (url) => {
          asked.push(url.searchParams);
          return { professionals: [ana], next: null, total: 1 };
        },
      },
    });
    return { ...view, asked };
  };

  it('is preselected, spelled as the gazetteer does, and can be cleared', async () => {
    const { router, asked } = withHome('yerba buena');
    await waitFor(() => expect(router.state.location.search).toBe('?ciudad=Yerba+Buena'));
    await waitFor(() => expect(asked.at(-1)?.get('ciudad')).toBe('Yerba Buena'));
    await userEvent.selectOptions(screen.getByLabelText('Localidad'), 'Todas las localidades');
    await waitFor(() => expect(router.state.location.search).toBe('?ciudad='));
    expect(asked.at(-1)?.has('ciudad')).toBe(false);
  });

  it('is not preselected when the address names no locality of the gazetteer', async () => {
    const { router } = withHome('Tucumán');
    expect(await screen.findByRole('link', { name: /Ana Núñez/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
