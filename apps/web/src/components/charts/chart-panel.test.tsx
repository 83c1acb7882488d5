import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChartPanel } from './chart-panel.tsx';
import { formatWeek } from './format.ts';

const table = {
  columns: ['Semana del', 'Visitas'],
  rows: [
    ['2026-11-09', 1200],
    ['2026-11-16', 14],
  ],
  format: (value: string | number, column: number) =>
    column === 0 ? formatWeek(String(value)) : new Intl.NumberFormat('es-AR').format(Number(value)),
} as const;

describe('ChartPanel', () => {
  it('shows the chart, and its numbers as a table on "Ver como tabla", in es-AR formats', async () => {
    render(
      <ChartPanel title="Visitas" table={table} fileName="visitas" empty={false}>
        <p>el gráfico</p>
      </ChartPanel>,
    );
    const panel = screen.getByRole('region', { name: 'Visitas' });
    expect(panel).toHaveTextContent('el gráfico');
    expect(screen.queryByRole('table')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Ver como tabla' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const shown = screen.getByRole('table', { name: 'Visitas' });
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Semana delVisitas',
      '9 nov1.200',
      '16 nov14',
    ]);
    expect(shown).toBeVisible();
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeEnabled();
  });

  it('shows an empty state instead of a chart over no figures', () => {
    render(
      <ChartPanel
        title="Visitas"
        table={{ ...table, rows: [] }}
        fileName="visitas"
        empty
        emptyText="Nada aún."
      >
        <p>el gráfico</p>
      </ChartPanel>,
    );
    expect(screen.getByText('Nada aún.')).toBeVisible();
    expect(screen.queryByText('el gráfico')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ver como tabla' })).toBeNull();
  });
});
