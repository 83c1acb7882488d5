import type { ActivityWeek, MyActivity } from '@servihogar/shared/activity';
import * as msg from '@servihogar/shared/messages';
import type { ReactNode } from 'react';
import { BarList } from '@/components/charts/bar-list.tsx';
import { ChartPanel } from '@/components/charts/chart-panel.tsx';
import { formatDecimal, formatInteger, formatWeek } from '@/components/charts/format.ts';
import { WeeklyChart } from '@/components/charts/weekly-chart.tsx';
import { QueryError } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { useMyActivity } from '../api/activity.ts';
import { weekSummary } from '../summary.ts';

const COLORS = {
  vistas: '#c2410c',
  contactos: '#0f766e',
  solicitudes: '#1d4ed8',
  respondidas: '#15803d',
  favoritos: '#be185d',
};

type Figure = Exclude<keyof ActivityWeek, 'semana'>;
const LABELS: Record<Figure, string> = {
  vistas: 'Visitas al perfil',
  contactos: 'Pedidos de datos',
  solicitudes: 'Solicitudes recibidas',
  respondidas: 'Solicitudes respondidas',
  favoritos: 'Guardados',
  calificacion: 'Calificación',
};

const cell = (value: string | number, column: number) =>
  column === 0 ? formatWeek(String(value)) : typeof value === 'number' ? formatInteger(value) : value;

type WeeklyPanelText = {
  figures: readonly Exclude<Figure, 'calificacion'>[];
  title: string;
  description: string;
  fileName: string;
};

/** The panels of counts per week, in page order. */
const WEEKLY_PANELS: readonly WeeklyPanelText[] = [
  {
    figures: ['vistas', 'contactos'],
    title: 'Visitas y pedidos de datos',
    description: 'Personas distintas por día que vieron tu perfil, y las que tocaron «Ver datos».',
    fileName: 'mi-actividad-visitas',
  },
  {
    figures: ['solicitudes', 'respondidas'],
    title: 'Solicitudes recibidas y respondidas',
    description: 'Solicitudes que te hicieron y las que respondiste (Acepto o No puedo), por semana.',
    fileName: 'mi-actividad-solicitudes',
  },
  {
    figures: ['favoritos'],
    title: 'Guardados',
    description: 'Clientes que te guardaron entre sus favoritos, por semana.',
    fileName: 'mi-actividad-guardados',
  },
];

/** The weekly figures of some columns as a chart panel (lines, table, CSV). */
function WeeklyPanel({
  weeks,
  figures,
  title,
  description,
  fileName,
}: WeeklyPanelText & { weeks: ActivityWeek[] }) {
  const mondays = weeks.map((w) => w.semana);
  return (
    <ChartPanel
      title={title}
      description={description}
      fileName={fileName}
      empty={weeks.every((w) => figures.every((f) => w[f] === 0))}
      table={{
        columns: ['Semana del', ...figures.map((f) => LABELS[f])],
        rows: weeks.map((w) => [w.semana, ...figures.map((f) => w[f])]),
        format: cell,
      }}
    >
      <WeeklyChart
        weeks={mondays}
        label={`${title}, de la semana del ${formatWeek(mondays[0]!)} a la del ${formatWeek(mondays.at(-1)!)}`}
        series={figures.map((f) => ({ label: LABELS[f], values: weeks.map((w) => w[f]), color: COLORS[f] }))}
      />
    </ChartPanel>
  );
}

function ThisWeek({ week }: { week: ActivityWeek }) {
  const figures: [string, string][] = [
    [LABELS.vistas, formatInteger(week.vistas)],
    [LABELS.contactos, formatInteger(week.contactos)],
    [LABELS.solicitudes, formatInteger(week.solicitudes)],
    [LABELS.respondidas, formatInteger(week.respondidas)],
    [LABELS.favoritos, formatInteger(week.favoritos)],
    [LABELS.calificacion, week.calificacion === null ? '—' : `${formatDecimal(week.calificacion)} ★`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-white p-3 ring-1 ring-stone-200">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Activity({ data }: { data: MyActivity }) {
  const { weeks, sources } = data;
  const current = weeks.at(-1)!;
  const rated = weeks.filter((w) => w.calificacion !== null);
  return (
    <>
      <div className="flex flex-col gap-1 rounded-2xl bg-brand-50 p-4 text-lg text-ink ring-1 ring-brand-200">
        {weekSummary(weeks).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <section aria-labelledby="this-week" className="flex flex-col gap-2">
        <h2 id="this-week" className="text-lg font-semibold">
          Esta semana (desde el {formatWeek(current.semana)})
        </h2>
        <ThisWeek week={current} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        {WEEKLY_PANELS.map((panel) => (
          <WeeklyPanel key={panel.fileName} weeks={weeks} {...panel} />
        ))}
        <ChartPanel
          title="Tu calificación"
          description="El promedio de todas tus estrellas al final de cada semana."
          fileName="mi-actividad-calificacion"
          empty={rated.length === 0}
          emptyText="Todavía no tenés calificaciones."
          table={{
            columns: ['Semana del', LABELS.calificacion],
            rows: rated.map((w) => [w.semana, w.calificacion!]),
            format: (value, column) =>
              column === 0 ? formatWeek(String(value)) : formatDecimal(Number(value)),
          }}
        >
          <WeeklyChart
            weeks={weeks.map((w) => w.semana)}
            scale="stars"
            label="Tu calificación promedio al final de cada semana"
            series={[
              { label: LABELS.calificacion, values: weeks.map((w) => w.calificacion), color: '#ca8a04' },
            ]}
          />
        </ChartPanel>
        <ChartPanel
          title="De dónde llegaron las visitas"
          description="Las visitas de estas 12 semanas según desde dónde abrieron tu perfil."
          fileName="mi-actividad-origen"
          empty={sources.length === 0}
          table={{
            columns: ['Origen', 'Visitas'],
            rows: sources.map((s) => [msg.activity.sources[s.source], s.vistas]),
            format: (value) => (typeof value === 'number' ? formatInteger(value) : value),
          }}
        >
          <BarList
            label="Visitas por origen"
            bars={sources.map((s) => ({ label: msg.activity.sources[s.source], value: s.vistas }))}
          />
        </ChartPanel>
      </div>
    </>
  );
}

/**
 * /dash/miActividad (issue 28): what the professional's profile brought in, week by week; `aside`
 * is what the app puts under the title (the "Profesional destacado" tracker, issue 45).
 */
export function MyActivityPage({ aside }: { aside?: ReactNode }) {
  const query = useMyActivity();
  const quiet = query.data?.weeks.every(
    (w) =>
      w.vistas + w.contactos + w.solicitudes + w.respondidas + w.favoritos === 0 && w.calificacion === null,
  );
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 py-4 sm:py-8">
      <PageTitle text={msg.pages.myActivity} />
      <p className="text-muted">
        Las últimas 12 semanas de tu perfil. Contamos cuántas personas lo ven, nunca quiénes.
      </p>
      {aside}
      {query.isPending && <PageSpinner label="Cargando tu actividad..." />}
      <QueryError query={query} />
      {quiet && (
        <p className="rounded-2xl bg-white p-6 text-lg text-muted ring-1 ring-stone-200">
          {msg.activity.empty}
        </p>
      )}
      {query.data && !quiet && <Activity data={query.data} />}
    </section>
  );
}
