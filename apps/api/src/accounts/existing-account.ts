import * as msg from '@servihogar/shared/messages';
import type { MailDeps } from '../app-deps.ts';
import { AppError } from '../lib/errors.ts';
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail-message.ts';
import { type Account, findAccountByEmail } from './accounts.service.ts';
import { sendVerification } from './verification.service.ts';

/** Where a registration form was sent from. */
export type RegistrationDoor = 'client' | 'professional';

const signInPath = (roles: string[]) =>
  roles.includes('Prestador') ? '/signin' : roles.includes('Redactor') ? '/signinRedactor' : '/login';

export function accountExistsMail(account: Account, door: RegistrationDoor, publicUrl: string): MailMessage {
  const canBecomeProvider = door === 'professional' && !account.roles.includes('Prestador');
  return renderMail(
    account.email,
    {
      subject: 'Intento de registro con tu email en ServiHogar',
      greeting: `Hola ${account.nombre}:`,
      paragraphs: [
        'Alguien (quizás vos) intentó crear una cuenta nueva en ServiHogar con este email, pero ya tenés una cuenta. No creamos otra y tus datos no cambiaron.',
        canBecomeProvider
          ? 'Si querés ofrecer tus servicios, iniciá sesión con tu cuenta y volvé a "Quiero ser parte": tu perfil de prestador quedará en la misma cuenta.'
          : 'Si fuiste vos, iniciá sesión con tu contraseña de siempre.',
      ],
      action: { label: 'Iniciar sesión', url: `${publicUrl}${signInPath(account.roles)}` },
      notes: [
        'Si olvidaste tu contraseña, podés restablecerla desde el inicio de sesión.',
        'Si no fuiste vos, ignorá este correo: nadie puede entrar a tu cuenta sin tu contraseña.',
      ],
    },
    publicUrl,
  );
}

/**
 * A registration with the e-mail of an existing account gets the answer of a new one (no
 * enumeration); the owner gets the mail instead: a new verification token while the account is
 * unverified (it may have been stranded), else a note that the account exists.
 */
export async function notifyExistingAccount(
  deps: MailDeps,
  account: Account,
  door: RegistrationDoor,
  now: Date,
): Promise<void> {
  if (!account.verifiedAt && !account.bannedAt) {
    await sendVerification(deps, account, 'email_verification', now);
    return;
  }
  await deps.mailer.send(accountExistsMail(account, door, deps.publicUrl));
}

/** The owner of an existing account is told by mail; a failed mail is reported as for a new account. */
export async function mailOwner(
  deps: MailDeps,
  account: Account,
  door: RegistrationDoor,
  now: Date,
): Promise<void> {
  try {
    await notifyExistingAccount(deps, account, door, now);
  } catch {
    throw new AppError('UNAVAILABLE', msg.accounts.mailUnavailable);
  }
}

/** After losing a race on the unique e-mail index. */
export async function mailOwnerOf(
  deps: MailDeps,
  email: string,
  door: RegistrationDoor,
  now: Date,
): Promise<void> {
  const account = await findAccountByEmail(deps.db, email);
  if (account) await mailOwner(deps, account, door, now);
}

export const emailTaken = () => new AppError('CONFLICT', msg.api.emailTaken, { email: msg.api.emailTaken });
