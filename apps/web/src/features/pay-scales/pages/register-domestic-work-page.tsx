import * as msg from '@servihogar/shared/messages';
import { formatPesos, MODALITIES, REGIME_CATEGORIES } from '@servihogar/shared/pay-scales';
import { CardCell, CardRow, CardTable } from '@/components/card-table.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { TextSection } from '@/components/text-section.tsx';
import { useCurrentPayScales } from '../api/get-current-pay-scales.ts';
import { dayLabel } from '../components/minimum-pay.tsx';

/** Today's minimum pay per regime category and modality, as a table (or nothing while none is loaded). */
function CurrentScales() {
  const query = useCurrentPayScales();
  const rows = query.data ?? [];
  if (query.isPending) return <p className="text-muted">Cargando las escalas vigentes...</p>;
  if (rows.length === 0) return <p>{msg.payScales.adminEmpty}</p>;
  // Cards on a phone, a table from 730 px: nothing to scroll sideways (issue 48).
  return (
    <CardTable
      columns={[
        msg.payScales.categoryLabel,
        msg.payScales.modalityLabel,
        'Por hora',
        'Por mes',
        msg.payScales.validFromLabel,
      ]}
    >
      {rows.map((row) => (
        <CardRow key={row.id}>
          <CardCell label={msg.payScales.categoryLabel}>{REGIME_CATEGORIES[row.category]}</CardCell>
          <CardCell label={msg.payScales.modalityLabel}>{MODALITIES[row.modality]}</CardCell>
          <CardCell label="Por hora">{row.hourly === null ? '—' : formatPesos(row.hourly)}</CardCell>
          <CardCell label="Por mes">{row.monthly === null ? '—' : formatPesos(row.monthly)}</CardCell>
          <CardCell label={msg.payScales.validFromLabel}>{dayLabel(row.validFrom)}</CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}

/** /casasParticulares (issue 32): how a family registers the person who works in its home. */
export function RegisterDomesticWorkPage() {
  return (
    <article className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-10">
      <PageTitle text={msg.payScales.howToRegister} />
      <p className="mt-4 text-muted">
        Quien trabaja en tu casa —cuidando a tus hijos, a un familiar o haciendo las tareas del hogar— está
        protegido por el régimen de casas particulares (Ley 26.844). Registrarlo es obligatorio desde la
        primera hora de trabajo, y se hace en pocos pasos.
      </p>

      <TextSection title="Los pasos en ARCA">
        <ol className="list-decimal space-y-2 pl-6">
          <li>
            Ingresá con tu CUIT y Clave Fiscal al sitio de ARCA (ex AFIP) y entrá al servicio{' '}
            <strong>Personal de Casas Particulares</strong>.
          </li>
          <li>
            Registrate como empleador o empleadora y dá de alta a la persona con su CUIL, la fecha de ingreso,
            las horas semanales, la categoría del régimen y si trabaja con retiro o sin retiro.
          </li>
          <li>
            Cada mes generá el recibo de sueldo y el formulario de pago (VEP o volante) de los aportes y
            contribuciones, y pagalo antes del vencimiento.
          </li>
          <li>
            Si la relación termina, registrá la baja en el mismo servicio y entregá el certificado de trabajo.
          </li>
        </ol>
      </TextSection>

      <TextSection title="El seguro obligatorio">
        <p>
          El pago mensual incluye la cobertura de una Aseguradora de Riesgos del Trabajo (ART): si la persona
          sufre un accidente en tu casa o en el camino, tiene atención médica y cobertura, y vos no respondés
          con tu patrimonio. Sin registro, no hay ART.
        </p>
      </TextSection>

      <TextSection title="Lo que gana quien trabaja">
        <ul className="list-disc space-y-2 pl-6">
          <li>Obra social para ella o él y su familia.</li>
          <li>Aportes para su jubilación.</li>
          <li>Aguinaldo, vacaciones pagas y licencias por enfermedad y maternidad.</li>
          <li>
            Indemnización si la relación termina sin causa, y recibo de sueldo para alquilar o pedir un
            crédito.
          </li>
        </ul>
      </TextSection>

      <TextSection title="Salarios mínimos vigentes">
        <p>
          Las categorías del régimen son: {Object.values(REGIME_CATEGORIES).join(', ')}. Cada una tiene un
          salario mínimo por hora y por mes, {MODALITIES.con_retiro.toLowerCase()} o{' '}
          {MODALITIES.sin_retiro.toLowerCase()} (cuando la persona vive en tu casa).
        </p>
        <CurrentScales />
        <p className="text-sm text-muted">
          Los montos los actualiza el equipo de ServiHogar a partir de las resoluciones oficiales; ante una
          diferencia, vale la resolución publicada en el Boletín Oficial.
        </p>
      </TextSection>
    </article>
  );
}
