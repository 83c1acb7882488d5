import { PAY_MODES } from '@servihogar/shared/employer-pay';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { REGIME_CATEGORIES } from '@servihogar/shared/pay-scales';
import { Link, useParams } from 'react-router';
import { QueryError } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { useEmployerTools } from '../api/employer-tools.ts';
import { ArcaSteps } from '../components/arca-steps.tsx';
import { EmployerForm } from '../components/employer-form.tsx';

/** /dash/misSolicitudes/:id/empleador (issue 46, item 2): the household employer's tools of one request. */
export function EmployerToolsPage() {
  const { id = '' } = useParams();
  const query = useEmployerTools(id);
  const tools = query.data;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-10">
      <Link
        to="/dash/misSolicitudes"
        className="self-start font-semibold text-brand-800 underline underline-offset-2"
      >
        Volver a Mis solicitudes
      </Link>
      <PageTitle text={msg.requests.employerTools} />
      {query.isPending && <p className="text-muted">Cargando las herramientas...</p>}
      <QueryError query={query} />
      {tools && (
        <>
          <p className="text-muted">
            {fillMessage(msg.employer.intro, { nombre: `${tools.worker.nombre} ${tools.worker.apellido}` })}
          </p>
          <EmployerForm tools={tools} />
          <ArcaSteps
            worker={tools.worker.nombre}
            category={`${REGIME_CATEGORIES[tools.category]}, ${PAY_MODES[tools.mode].toLowerCase()}`}
            hours={
              tools.weeklyHours === null
                ? 'según lo acordado'
                : `${String(tools.weeklyHours).replace('.', ',')} h`
            }
          />
        </>
      )}
    </article>
  );
}
