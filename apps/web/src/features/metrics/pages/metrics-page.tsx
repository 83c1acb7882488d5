import * as msg from '@servihogar/shared/messages';
import type { AdsMetrics, BusinessMetrics } from '@servihogar/shared/metrics';
import type { ReactNode } from 'react';
import { BarList } from '@/components/charts/bar-list.tsx';
import { ChartPanel } from '@/components/charts/chart-panel.tsx';
import {
  formatInteger,
  formatMonth,
  formatPercent,
  formatPesos,
  formatWeek,
} from '@/components/charts/format.ts';
import { WeeklyChart } from '@/components/charts/weekly-chart.tsx';
import { QueryError } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { useSessionUser } from '@/lib/session.tsx';
import { useAdsMetrics, useBusinessMetrics } from '../api/metrics.ts';

const PAYMENT_LABELS = {
  pending: msg.subscriptionsAdmin.filterPending,
  confirmed: msg.subscriptionsAdmin.filterConfirmed,
  failed: msg.subscriptionsAdmin.filterFailed,
} as const;

/** Table cells: numbers in es-AR, text as it is. */
const plain = (value: string | number) => (typeof value === 'number' ? formatInteger(value) : value);
const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** A query's loading and error states around what it shows. */
function Loaded<T>({
  query,
  label,
  children,
}: {
  query: { data?: T; isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageSpinner label={label} />;
  if (!query.data) return <QueryError query={query} />;
  return <>{children(query.data)}</>;
}

function Business({ data }: { data: BusinessMetrics }) {
  const weeks = data.signups.map((w) => w.semana);
  const byState = data.subscriptionsByState;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartPanel
        title="Altas por semana"
        description="Clientes y profesionales nuevos de las últimas 12 semanas."
        fileName="metricas-altas"
        empty={data.signups.every((w) => w.clientes + w.profesionales === 0)}
        table={{
          columns: ['Semana del', 'Clientes', 'Profesionales'],
          rows: data.signups.map((w) => [w.semana, w.clientes, w.profesionales]),
          format: (value, column) => (column === 0 ? formatWeek(String(value)) : plain(value)),
        }}
      >
        <WeeklyChart
          weeks={weeks}
          label="Clientes y profesionales nuevos por semana"
          series={[
            { label: 'Clientes', values: data.signups.map((w) => w.clientes), color: '#1d4ed8' },
            { label: 'Profesionales', values: data.signups.map((w) => w.profesionales), color: '#c2410c' },
          ]}
        />
      </ChartPanel>
      <ChartPanel
        title="De la prueba al pago, por cohorte"
        description="Profesionales según el mes en que empezó su prueba, y cuántos pagaron alguna vez."
        fileName="metricas-conversion"
        empty={data.cohorts.length === 0}
        table={{
          columns: ['Mes de la prueba', 'En prueba', 'Pagaron', 'Conversión'],
          rows: data.cohorts.map((c) => [c.mes, c.enPrueba, c.pagaron, ratio(c.pagaron, c.enPrueba)]),
          format: (value, column) =>
            column === 0
              ? formatMonth(String(value))
              : column === 3
                ? formatPercent(Number(value))
                : plain(value),
        }}
      >
        <BarList
          label="Conversión de prueba a pago por mes"
          color="#0f766e"
          bars={data.cohorts.map((c) => ({
            label: formatMonth(c.mes),
            value: c.pagaron,
            of: c.enPrueba,
            note: `de ${formatInteger(c.enPrueba)} (${formatPercent(ratio(c.pagaron, c.enPrueba))})`,
          }))}
        />
      </ChartPanel>
      <ChartPanel
        title="Profesionales publicados por categoría"
        description="Los que hoy aparecen en las listas (en prueba o al día con la cuota)."
        fileName="metricas-categorias"
        empty={data.listedByCategory.every((c) => c.profesionales === 0)}
        table={{
          columns: ['Categoría', 'Profesionales'],
          rows: data.listedByCategory.map((c) => [c.categoria, c.profesionales]),
          format: plain,
        }}
      >
        <BarList
          label="Profesionales publicados por categoría"
          bars={data.listedByCategory.map((c) => ({ label: c.categoria, value: c.profesionales }))}
        />
      </ChartPanel>
      <ChartPanel
        title="Demanda y oferta por categoría y localidad"
        description="Pedidos de datos de las últimas 12 semanas frente a profesionales publicados: arriba, donde más falta gente."
        fileName="metricas-demanda"
        empty={data.demand.length === 0}
        table={{
          columns: ['Categoría y localidad', 'Pedidos de datos', 'Profesionales publicados'],
          rows: data.demand.map((d) => [`${d.categoria} · ${d.localidad}`, d.contactos, d.profesionales]),
          format: plain,
        }}
      >
        <BarList
          label="Pedidos de datos por categoría y localidad"
          color="#be185d"
          bars={data.demand.map((d) => ({
            label: `${d.categoria} · ${d.localidad}`,
            value: d.contactos,
            note: `${formatInteger(d.profesionales)} publicados`,
          }))}
        />
      </ChartPanel>
      <ChartPanel
        title="Suscripciones por estado"
        description={`Ingresos confirmados de ${formatMonth(data.income.mes)}: ${formatPesos(data.income.pesos)} (${formatInteger(data.income.pagos)} pagos).`}
        fileName="metricas-suscripciones"
        empty={byState.every((s) => s.suscripciones === 0)}
        table={{
          columns: ['Estado', 'Suscripciones'],
          rows: byState.map((s) => [PAYMENT_LABELS[s.estado], s.suscripciones]),
          format: plain,
        }}
      >
        <BarList
          label="Suscripciones por estado"
          color="#1d4ed8"
          bars={byState.map((s) => ({ label: PAYMENT_LABELS[s.estado], value: s.suscripciones }))}
        />
      </ChartPanel>
      <ChartPanel
        title="Denuncias por estado y criticidad"
        fileName="metricas-denuncias"
        empty={data.complaints.length === 0}
        table={{
          columns: ['Estado', 'Criticidad', 'Denuncias'],
          rows: data.complaints.map((c) => [c.estado, c.criticidad, c.denuncias]),
          format: plain,
        }}
      >
        <BarList
          label="Denuncias por estado y criticidad"
          color="#57534e"
          bars={data.complaints.map((c) => ({ label: `${c.estado} · ${c.criticidad}`, value: c.denuncias }))}
        />
      </ChartPanel>
    </div>
  );
}

function Ads({ data }: { data: AdsMetrics }) {
  return (
    <ChartPanel
      title="Publicidades: impresiones y clics"
      description="Veces que se mostró cada publicidad y cuántas personas la tocaron."
      fileName="metricas-publicidades"
      empty={data.ads.length === 0}
      emptyText="Todavía no hay publicidades."
      table={{
        columns: ['Publicidad', 'Tipo', 'Impresiones', 'Clics', 'Clics por impresión'],
        rows: data.ads.map((ad) => [
          ad.titulo || 'Sin título',
          ad.tipo,
          ad.impresiones,
          ad.clics,
          ratio(ad.clics, ad.impresiones),
        ]),
        format: (value, column) => (column === 4 ? formatPercent(Number(value)) : plain(value)),
      }}
    >
      <BarList
        label="Impresiones por publicidad"
        color="#7c3aed"
        bars={data.ads.map((ad) => ({
          label: `${ad.titulo || 'Sin título'} (${ad.tipo})`,
          value: ad.impresiones,
          note: `${formatInteger(ad.clics)} clics`,
        }))}
      />
    </ChartPanel>
  );
}

/** /dash/metricas (issue 28): the admins' business figures; redactores see the ads' part only. */
export function MetricsPage() {
  const isAdmin = useSessionUser().roles.includes('Admin');
  const business = useBusinessMetrics(isAdmin);
  const ads = useAdsMetrics();
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6 py-4 sm:py-8">
      <PageTitle text={msg.pages.metrics} />
      <p className="text-muted">Cifras sumadas del sitio: cuántos, nunca quiénes.</p>
      {isAdmin && (
        <Loaded query={business} label="Cargando las métricas...">
          {(data) => <Business data={data} />}
        </Loaded>
      )}
      <Loaded query={ads} label="Cargando las publicidades...">
        {(data) => <Ads data={data} />}
      </Loaded>
    </section>
  );
}
