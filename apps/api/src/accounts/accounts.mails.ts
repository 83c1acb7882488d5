import { greetedMail, type Recipient } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail-message.ts';

/** The web page that spends a verification token in one click (it calls `GET /auth/{token}`). */
export const verifyPageUrl = (publicUrl: string, token: string, professional: boolean) =>
  `${publicUrl}/verificar/${encodeURIComponent(token)}${professional ? '?cuenta=prestador' : ''}`;

export function verificationMail(
  to: Recipient,
  token: string,
  publicUrl: string,
  professional = false,
): MailMessage {
  const signIn = `${publicUrl}${professional ? '/signin' : '/login'}`;
  return greetedMail(to, publicUrl, {
    subject: 'Activá tu cuenta de ServiHogar',
    paragraphs: [
      'Gracias por registrarte en ServiHogar.',
      'Para activar tu cuenta, pulsá el botón de abajo. También podés copiar este token y pegarlo en la ventana que se abrió al registrarte, o en la página de inicio de sesión.',
    ],
    highlight: { label: 'Token de verificación', value: token },
    action: { label: 'Verificar mi cuenta', url: verifyPageUrl(publicUrl, token, professional) },
    notes: [
      'El token vence en 24 horas y sirve una sola vez.',
      `Después iniciá sesión en ${signIn}`,
      'Si no creaste una cuenta en ServiHogar, ignorá este correo.',
    ],
  });
}

/** Where each door's recovery form lives (product §2). */
export const RECOVERY_PATHS = {
  client: '/login/missPassword',
  professional: '/signin/missPasswordPrest',
  redactor: '/signinRedactor/missPasswordRedactor',
} as const;

export function recoveryMail(to: Recipient, code: string, path: string, publicUrl: string): MailMessage {
  return greetedMail(to, publicUrl, {
    subject: 'Código para restablecer tu contraseña de ServiHogar',
    paragraphs: [
      'Recibimos un pedido para restablecer la contraseña de tu cuenta.',
      'Ingresá este código junto con tu nueva contraseña en el formulario de recuperación.',
    ],
    highlight: { label: 'Código de verificación', value: code },
    notes: [
      'El código vence en 15 minutos y sirve una sola vez; tras 5 intentos fallidos deja de valer.',
      'Si no lo pediste, ignorá este correo: tu contraseña no cambia.',
    ],
    action: { label: 'Restablecer mi contraseña', url: `${publicUrl}${path}` },
  });
}

export function invitationMail(to: Recipient, token: string, publicUrl: string): MailMessage {
  const signIn = `${publicUrl}/signinRedactor`;
  return greetedMail(to, publicUrl, {
    subject: 'Te invitamos a ser redactor de ServiHogar',
    paragraphs: [
      'Un administrador creó tu cuenta de redactor en ServiHogar.',
      `Iniciá sesión en ${signIn} con este email y la contraseña que te dio el administrador. Te pediremos este token para verificar tu cuenta y después elegirás una contraseña nueva.`,
    ],
    highlight: { label: 'Token de verificación', value: token },
    notes: [
      'El token vence en 24 horas y sirve una sola vez. Si vence, volvé a iniciar sesión y te enviaremos otro.',
    ],
    action: { label: 'Iniciar sesión como redactor', url: signIn },
  });
}
