import * as msg from '@servihogar/shared/messages';
import {
  type UserEditBody,
  type UserEditBodyInput,
  type UserProfile,
  userEditBodySchema,
} from '@servihogar/shared/users';
import { Field } from '@/components/field.tsx';
import { PersonFieldsets } from '@/components/field-groups.tsx';
import { FormActions } from '@/components/ui/form/form-actions.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';

type Values = UserEditBodyInput & { direccion: NonNullable<UserEditBodyInput['direccion']> };

function valuesOf(user: UserProfile): Values {
  return {
    nombre: user.nombre,
    apellido: user.apellido,
    numeroContacto: user.numeroContacto ?? '',
    dni: user.dni ?? '',
    direccion: user.direccion ?? { calle: '', numero: '', ciudad: '', codigoPostal: '', pais: '' },
  };
}

// An account without an address (e.g. made at /workWithUs) may keep it empty: a blank address
// is left out of the body instead of failing the required-field rule.
function leaveOutBlankAddress(values: Values): UserEditBodyInput {
  const blank = Object.values(values.direccion).every((v) => !v.trim());
  return blank ? { ...values, direccion: undefined } : values;
}

type Props = { user: UserProfile; save: (body: UserEditBodyInput) => Promise<unknown>; onCancel: () => void };

/** The client's own data (product §3 User): everything but the e-mail, which is shown read-only. */
export function UserProfileForm({ user, save, onCancel }: Props) {
  const form = useApiForm<Values, UserEditBody>({
    // The form always holds an address (blank or not); `prepare` gives the schema its optional one.
    schema: userEditBodySchema,
    defaultValues: valuesOf(user),
    prepare: leaveOutBlankAddress,
    failure: msg.edit.updateFailed,
  });
  const submit = form.submit(save);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <PersonFieldsets form={form}>
        <Field label="DNI" inputMode="numeric" {...form.field('dni')} />
        <Field
          label="Email"
          type="email"
          value={user.email}
          readOnly
          hint={msg.profile.emailNotEditable}
          className="sm:col-span-2"
        />
      </PersonFieldsets>
      <FormNotice notice={form.notice} />
      <FormActions busy={form.busy} busyLabel="Guardando..." onCancel={onCancel}>
        Guardar cambios
      </FormActions>
    </form>
  );
}
