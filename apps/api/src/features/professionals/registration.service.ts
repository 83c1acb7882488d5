import { randomUUID } from 'node:crypto';
import { msg } from '@servihogar/shared/messages';
import type { ProfessionalAddBody } from '@servihogar/shared/professionals';
import { eq } from 'drizzle-orm';
import { findAccountByEmail, findAccountById, normalizeEmail } from '../../accounts/accounts.service.ts';
import { mailOwner, mailOwnerOf } from '../../accounts/existing-account.ts';
import { hashPassword } from '../../accounts/passwords.ts';
import { sendVerification } from '../../accounts/verification.service.ts';
import type { MailDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { insertServices, resolveServices } from './form-services.ts';
import { formColumns } from './professional-form.ts';

const f = msg.professionalForm;
const alreadyProvider = () => new AppError('CONFLICT', msg.pages.alreadyProvider);

export type Registered = { professionalId: string; message: string };

/**
 * `POST /professionals/add` (/workWithUs). Anonymous: a new unverified Prestador account verified
 * by e-mail like a client's. A signed-in Cliente: the same account becomes Prestador too (DESIGN
 * §5). Either way the professional waits for an admin's alta (not listed until then).
 */
export async function registerProfessional(
  deps: MailDeps,
  caller: Caller | null,
  body: ProfessionalAddBody,
): Promise<Registered> {
  if (caller)
    return {
      professionalId: await upgradeClient(deps.db, caller, body, deps.now()),
      message: f.registeredSignedIn,
    };
  return { professionalId: await registerAnonymous(deps, body), message: f.registered };
}

async function insertProfessional(
  tx: Db,
  accountId: string,
  body: ProfessionalAddBody,
  now: Date,
  foto: string | null,
) {
  const services = await resolveServices(tx, body, now, accountId);
  const [row] = await tx
    .insert(professionals)
    .values({ ...formColumns(body), accountId, foto, altaUsuario: false, createdAt: now })
    .returning({ id: professionals.id });
  await insertServices(tx, row!.id, services);
  return row!.id;
}

async function registerAnonymous(deps: MailDeps, body: ProfessionalAddBody): Promise<string> {
  if (body.password === undefined) {
    throw new AppError('VALIDATION', f.passwordRequired, { password: f.passwordRequired });
  }
  const email = normalizeEmail(body.email);
  // Hashed either way, so the answer takes as long for a known e-mail as for a new one.
  const passwordHash = await hashPassword(body.password);
  const existing = await findAccountByEmail(deps.db, email);
  // The same answer as for a new e-mail (an id no one can look up); the owner gets a mail.
  if (existing) return mailOwner(deps, existing, 'professional').then(() => randomUUID());
  const now = deps.now();
  const created = await deps.db
    .transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({
          email,
          passwordHash,
          roles: ['Prestador'],
          nombre: body.nombre,
          apellido: body.apellido,
          numeroContacto: body.numeroContacto,
          dni: body.dni,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const professionalId = await insertProfessional(tx, account!.id, body, now, null);
      // In the same transaction: a crash leaves the account with its mail queued, or nothing.
      await sendVerification(deps, account!, 'email_verification', tx);
      return { account: account!, professionalId };
    })
    .catch((error: unknown) => {
      // Two registrations of one e-mail at once: the unique index decides.
      if (isUniqueViolation(error)) return null;
      throw error;
    });
  if (!created) return mailOwnerOf(deps, email, 'professional').then(() => randomUUID());
  return created.professionalId;
}

async function upgradeClient(db: Db, caller: Caller, body: ProfessionalAddBody, now: Date): Promise<string> {
  const account = await findAccountById(db, caller.id);
  if (!account) throw new AppError('TOKEN_EXPIRED');
  if (account.roles.includes('Prestador')) throw alreadyProvider();
  if (!account.roles.includes('Cliente')) throw new AppError('FORBIDDEN', msg.pages.notForYourRole);
  return db
    .transaction(async (tx) => {
      // The person's one face: a client's photo is also the new professional's.
      const professionalId = await insertProfessional(tx, account.id, body, now, account.foto);
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
      throw isUniqueViolation(error) ? alreadyProvider() : error;
    });
}
