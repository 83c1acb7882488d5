import { randomUUID } from 'node:crypto';
import * as msg from '@servihogar/shared/messages';
import type { ProfessionalAddBody } from '@servihogar/shared/professionals';
import { eq } from 'drizzle-orm';
import { findAccountById } from '../../accounts/accounts.service.ts';
import { signUp } from '../../accounts/sign-up.service.ts';
import type { MailDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { askContactConfirmation, contactColumns } from './contact-email.service.ts';
import { insertServices, resolveServices } from './form-services.ts';
import { assertDniFree, dniConflict, formColumns } from './professional-form.ts';

const f = msg.professionalForm;
const alreadyProvider = () => new AppError('CONFLICT', msg.pages.alreadyProvider);

export type Registered = { professionalId: string; message: string };

/**
 * `POST /professionals/add` (/workWithUs). Anonymous: a new unverified Prestador account verified
 * by e-mail like a client's. A signed-in Cliente: the same account becomes Prestador too (product
 * §10). Either way the professional waits for an admin's alta (not listed until then).
 */
export async function registerProfessional(
  deps: MailDeps,
  caller: Caller | null,
  body: ProfessionalAddBody,
  now: Date,
): Promise<Registered> {
  if (caller)
    return { professionalId: await upgradeClient(deps, caller, body, now), message: f.registeredSignedIn };
  return { professionalId: await registerAnonymous(deps, body, now), message: f.registered };
}

/** The profile of `account`: its contact e-mail is the account's own until another one is confirmed. */
async function insertProfessional(
  deps: MailDeps,
  tx: Db,
  account: { id: string; email: string },
  body: ProfessionalAddBody,
  now: Date,
  foto: string | null,
) {
  const services = await resolveServices(tx, body, now, account.id);
  const contact = contactColumns(account.email, body.email);
  const [row] = await tx
    .insert(professionals)
    .values({
      ...formColumns(body),
      ...contact,
      accountId: account.id,
      foto,
      altaUsuario: false,
      createdAt: now,
    })
    .returning({ id: professionals.id });
  await insertServices(tx, row!.id, services);
  await askContactConfirmation(deps, tx, { accountId: account.id, nombre: body.nombre, ...contact }, now);
  return row!.id;
}

async function registerAnonymous(deps: MailDeps, body: ProfessionalAddBody, now: Date): Promise<string> {
  if (body.password === undefined) {
    throw fieldError('password', f.passwordRequired);
  }
  const { email, password, nombre, apellido, numeroContacto, dni } = body;
  await assertDniFree(deps.db, dni);
  const account = { email, password, roles: ['Prestador' as const], nombre, apellido, numeroContacto, dni };
  const professionalId = await signUp(
    deps,
    'professional',
    account,
    (tx, row) => insertProfessional(deps, tx, row, body, now, null),
    now,
  ).catch((error: unknown) => {
    throw dniConflict(error);
  });
  // A known e-mail gets the same answer as a new one: an id no one can look up (its owner is mailed).
  return professionalId ?? randomUUID();
}

async function upgradeClient(
  deps: MailDeps,
  caller: Caller,
  body: ProfessionalAddBody,
  now: Date,
): Promise<string> {
  const { db } = deps;
  const account = await findAccountById(db, caller.id);
  if (!account) throw new AppError('TOKEN_EXPIRED');
  if (account.roles.includes('Prestador')) throw alreadyProvider();
  if (!account.roles.includes('Cliente')) throw new AppError('FORBIDDEN', msg.pages.notForYourRole);
  await assertDniFree(db, body.dni);
  return db
    .transaction(async (tx) => {
      // The person's one face: a client's photo is also the new professional's.
      const professionalId = await insertProfessional(deps, tx, account, body, now, account.foto);
      await tx
        .update(accounts)
        .set({
          roles: ['Prestador', ...account.roles],
          numeroContacto: account.numeroContacto ?? body.numeroContacto,
          dni: account.dni ?? body.dni,
          updatedAt: now,
        })
        .where(eq(accounts.id, account.id));
      return professionalId;
    })
    .catch((error: unknown) => {
      // A second registration of the same account at the same time: professionals.account_id is unique.
      throw isUniqueViolation(error, 'professionals_account_id_unique')
        ? alreadyProvider()
        : dniConflict(error);
    });
}
