import type { ComplaintStats } from '@servihogar/shared/complaints';
import * as msg from '@servihogar/shared/messages';

const c = msg.complaints;

/** 'Denuncias Totales' with Resueltas and En progreso, counted over the filtered complaints (§4). */
export function StatsCard({ stats }: { stats: ComplaintStats | undefined }) {
  const value = (n: number | undefined) => (n === undefined ? '…' : n.toLocaleString('es-AR'));
  const cells = [
    { label: msg.pages.complaintsTotal, n: stats?.total, testId: 'stats-total' },
    { label: c.statsResolvedPlural, n: stats?.resueltas, testId: 'stats-resueltas' },
    { label: c.statsInProgress, n: stats?.enProgreso, testId: 'stats-en-progreso' },
  ];
  return (
    <section
      aria-label={msg.pages.complaintsTotal}
      className="grid grid-cols-3 gap-2 rounded-2xl bg-brand-700 p-4 text-white shadow-sm sm:p-5"
    >
      {cells.map((cell, i) => (
        <div
          key={cell.testId}
          className={i > 0 ? 'flex flex-col border-l border-white/30 pl-3' : 'flex flex-col'}
        >
          <span className="text-sm font-semibold sm:text-base">{cell.label}</span>
          <span data-testid={cell.testId} className="text-3xl font-bold">
            {value(cell.n)}
          </span>
        </div>
      ))}
    </section>
  );
}
