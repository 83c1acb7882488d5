import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@servihogar/shared/verification';
import { greetedMail, type Recipient } from '../../mail/mail-layout.ts';
import type { MailMessage } from '../../mail/mail-message.ts';

const profileAction = (publicUrl: string) => ({ label: 'Ir a mi perfil', url: `${publicUrl}/dash/miPerfil` });

export function documentApprovedMail(to: Recipient, kind: DocumentKind, publicUrl: string): MailMessage {
  const badge = {
    dni: 'Identidad verificada',
    matricula: 'Matriculado',
    antecedentes: 'Antecedentes verificados',
  }[kind];
  return greetedMail(to, publicUrl, {
    subject: `ServiHogar: aprobamos tu ${DOCUMENT_KIND_LABELS[kind].toLowerCase()}`,
    paragraphs: [
      `Un administrador revisó y aprobó tu documento (${DOCUMENT_KIND_LABELS[kind]}).`,
      `Desde ahora tu perfil muestra la insignia "${badge}".`,
    ],
    action: profileAction(publicUrl),
  });
}

export function documentRejectedMail(
  to: Recipient,
  kind: DocumentKind,
  motivo: string,
  publicUrl: string,
): MailMessage {
  return greetedMail(to, publicUrl, {
    subject: `ServiHogar: no pudimos aprobar tu ${DOCUMENT_KIND_LABELS[kind].toLowerCase()}`,
    paragraphs: [
      `Un administrador revisó tu documento (${DOCUMENT_KIND_LABELS[kind]}) y no pudo aprobarlo.`,
      `Motivo: ${motivo}`,
      'Podés enviar una nueva foto desde tu perfil.',
    ],
    action: profileAction(publicUrl),
  });
}
