import { TIMINGS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FormAlert } from '@/components/form-alert.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { useProfessionalEditData } from '../api/get-professional-edit.ts';
import { valuesFromProfessional } from '../components/professional-form/form-values.ts';
import { ProfessionalForm } from '../components/professional-form/professional-form.tsx';
import {
  describeEditError,
  useSaveProfessional,
} from '../components/professional-form/use-save-professional.ts';

const BACK = '/dash/professionalsRegistered';

/** /dash/editProfessional/:id (admin, product §2/§8): the professional form filled with the stored data. */
export function EditProfessionalPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const query = useProfessionalEditData(id);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveProfessional(id, setSaved);
  const defaults = useMemo(() => (query.data ? valuesFromProfessional(query.data) : null), [query.data]);
  const leave = query.isError || saved !== null;

  // Both the load failure and the success are shown, then the admin goes back to the list.
  useEffect(() => {
    if (!leave) return;
    const timer = setTimeout(() => void navigate(BACK), TIMINGS.redirectAfterProfessionalEdit);
    return () => clearTimeout(timer);
  }, [leave, navigate]);

  return (
    <section className="mx-auto w-full max-w-3xl py-4 sm:py-8">
      <div className="flex flex-col gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <PageTitle text="Editar profesional" />
        {query.isPending && <PageSpinner label="Cargando datos del profesional..." />}
        <FormAlert message={query.isError ? msg.edit.loadFailed : null} />
        {defaults && (
          <ProfessionalForm
            defaultValues={defaults}
            submitLabel="Guardar cambios"
            onSubmit={save}
            describeError={describeEditError}
            onCancel={() => void navigate(BACK)}
            status={<FormAlert message={saved} tone="success" />}
          />
        )}
      </div>
    </section>
  );
}
