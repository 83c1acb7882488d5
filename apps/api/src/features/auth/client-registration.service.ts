import type { ClientRegistrationInput } from '@servihogar/shared/auth';
import { signUp } from '../../accounts/sign-up.service.ts';
import type { MailDeps } from '../../app-deps.ts';

/**
 * `POST /auth/register`: an unverified Cliente account, and the mail with its verification token.
 * An e-mail that already has an account gets the same answer; its owner gets a mail instead.
 */
export async function registerClient(
  deps: MailDeps,
  input: ClientRegistrationInput,
  now: Date,
): Promise<void> {
  const { email, password, nombre, apellido, numeroContacto, direccion } = input;
  const fields = {
    email,
    password,
    roles: ['Cliente' as const],
    nombre,
    apellido,
    numeroContacto,
    direccion,
  };
  await signUp(deps, 'client', fields, async () => {}, now);
}
