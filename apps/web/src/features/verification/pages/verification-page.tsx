import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { Link } from 'react-router';
import { QueryError } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { VerificationBadges } from '@/components/verification-badges.tsx';
import { useMyVerification } from '../api/verification.ts';
import { DocumentUpload } from '../components/document-upload.tsx';

/** /dash/verificacion (Prestador): the DNI (and, for Gasista / Electricista, the matrícula) sent for review. */
export function VerificationPage() {
  const query = useMyVerification();
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <PageTitle text={msg.verification.title} />
        <p className="max-w-2xl text-muted">{msg.verification.intro}</p>
        <Link to="/dash/miPerfil" className="self-start font-semibold text-brand-800 underline">
          Volver a mi perfil
        </Link>
      </div>
      {query.isPending && <PageSpinner />}
      <QueryError query={query} />
      {query.data && (
        <>
          <VerificationBadges
            identidadVerificada={query.data.identidadVerificada}
            matriculado={query.data.matriculado}
            antecedentes={query.data.antecedentes}
          />
          {query.data.antecedentes && (
            <p className="text-sm text-muted">
              {fillMessage(msg.badges.certificateValidUntil, {
                fecha: formatLongDate(`${query.data.antecedentes.vence}T12:00:00-03:00`),
              })}
            </p>
          )}
          <div className="grid gap-6 lg:grid-cols-2">
            <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
              <DocumentUpload kind="dni" current={query.data.documents.find((d) => d.kind === 'dni')} />
            </section>
            {query.data.needsMatricula && (
              <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
                <DocumentUpload
                  kind="matricula"
                  current={query.data.documents.find((d) => d.kind === 'matricula')}
                />
              </section>
            )}
            {query.data.needsAntecedentes && (
              <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
                <DocumentUpload
                  kind="antecedentes"
                  current={query.data.documents.find((d) => d.kind === 'antecedentes')}
                />
              </section>
            )}
          </div>
        </>
      )}
    </section>
  );
}
