import type { ComplaintStats } from '@servihogar/shared/complaints';
import { msg } from '@servihogar/shared/messages';

const c = msg.complaints;

/** 'Denuncias Totales' with Resueltas and En progreso, counted over the filtered complaints (§4). */
export function StatsCard({ stats }: { stats: ComplaintStats | undefined }) {
  const value = (n: number | undefined) => (n === undefined ? '…' : n.toLocaleString('es-AR'));
  return (
    <section
      aria-label={msg.pages.complaintsTotal}
      className="grid grid-cols-3 gap-2 rounded-2xl bg-brand-700 p-4 text-white shadow-sm sm:p-5"
    >
      <div className="flex flex-col">
        <span className="text-sm font-semibold sm:text-base">{msg.pages.complaintsTotal}</span>
        <span data-testid="stats-total" className="text-3xl font-bold">
          {value(stats?.total)}
        </span>
      </div>
      <div className="flex flex-col border-l border-white/30 pl-3">
        <span className="text-sm font-semibold sm:text-base">{c.statsResolvedPlural}</span>
        <span data-testid="stats-resueltas" className="text-3xl font-bold">
          {value(stats?.resueltas)}
        </span>
      </div>
      <div className="flex flex-col border-l border-white/30 pl-3">
        <span className="text-sm font-semibold sm:text-base">{c.statsInProgress}</span>
        <span data-testid="stats-en-progreso" className="text-3xl font-bold">
          {value(stats?.enProgreso)}
        </span>
      </div>
    </section>
  );
}
