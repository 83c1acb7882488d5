import * as msg from '@servihogar/shared/messages';
import {
  dniKey,
  type PrivateProfessional,
  type ProfessionalEditBody,
} from '@servihogar/shared/professionals';
import { eq } from 'drizzle-orm';
import type { MailDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { professionalServices, professionals } from '../../db/tables/professionals.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import type { Caller } from '../../plugins/auth.ts';
import { askContactConfirmation, contactColumns } from './contact-email.service.ts';
import { insertServices, resolveServices } from './form-services.ts';
import { findProfessional, toPrivate } from './private-professional.ts';
import { manageableProfessional } from './professional-access.ts';
import { assertDniFree, dniConflict, formColumns } from './professional-form.ts';

/** `GET /professionals/edit/{id}`: the owner's account or an admin. */
export async function getEditableProfessional(
  db: Db,
  caller: Caller,
  id: string,
): Promise<PrivateProfessional> {
  return toPrivate(db, await manageableProfessional(db, caller, id, true));
}

/**
 * `PUT /professionals/edit/{id}`: replaces the form's fields and services. When the owner edits,
 * the account gets the same name and phone, so the next token (after a refresh) shows them. A new
 * contact e-mail waits for the link mailed to it (issue 41).
 */
export async function updateProfessional(
  deps: MailDeps,
  caller: Caller,
  id: string,
  body: ProfessionalEditBody,
  now: Date,
): Promise<{ updatedProfessional: PrivateProfessional; message: string }> {
  const { db } = deps;
  const row = await manageableProfessional(db, caller, id, true);
  // The same DNI (however typed) keeps the row's key: a duplicate from before the rule can still edit.
  const sameDni = dniKey(body.dni) === dniKey(row.dni);
  if (!sameDni) await assertDniFree(db, body.dni, id);
  const { dniKey: newKey, ...form } = formColumns(body);
  const columns = { ...form, ...contactColumns(row.email, body.email) };
  const mailed = await db
    .transaction(async (tx) => {
      const services = await resolveServices(tx, body, now, caller.id);
      await tx
        .update(professionals)
        .set(sameDni ? columns : { ...columns, dniKey: newKey })
        .where(eq(professionals.id, id));
      await tx.delete(professionalServices).where(eq(professionalServices.professionalId, id));
      await insertServices(tx, id, services);
      if (row.accountId === caller.id) {
        await tx
          .update(accounts)
          .set({
            nombre: body.nombre,
            apellido: body.apellido,
            numeroContacto: body.numeroContacto,
            updatedAt: now,
          })
          .where(eq(accounts.id, caller.id));
      }
      return askContactConfirmation(deps, tx, { ...row, ...columns }, now);
    })
    .catch((error: unknown) => {
      throw dniConflict(error);
    });
  return {
    updatedProfessional: await toPrivate(db, (await findProfessional(db, id))!),
    message: mailed ? msg.confirmLinks.contactPending : msg.professionalForm.updated,
  };
}
