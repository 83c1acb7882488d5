import { fillMessage } from '@servihogar/shared/format';
import { CBTE_TIPOS, comprobanteNumber } from '@servihogar/shared/invoices';
import * as msg from '@servihogar/shared/messages';
import { greetedMail, type Recipient } from '../../mail/mail-layout.ts';
import type { MailMessage } from '../../mail/mail-message.ts';
import type { PrintedInvoice } from './invoice-pdf.ts';

/** The comprobante issued, its PDF attached (decision 0068). */
export function invoiceMail(
  to: Recipient,
  invoice: PrintedInvoice,
  pdf: Buffer,
  publicUrl: string,
): MailMessage {
  const credit = invoice.asociado !== null;
  const number = comprobanteNumber(invoice.puntoVenta, invoice.numero);
  const comprobante = `${CBTE_TIPOS[invoice.cbteTipo]} ${number}`;
  const importe = `$ ${Number(invoice.importe).toLocaleString('es-AR', { minimumFractionDigits: 2 })}`;
  const mail = greetedMail(to, publicUrl, {
    subject: credit ? msg.invoices.creditMailSubject : msg.invoices.mailSubject,
    paragraphs: [
      fillMessage(credit ? msg.invoices.creditMailIntro : msg.invoices.mailIntro, { comprobante, importe }),
    ],
    action: { label: msg.invoices.myTitle, url: `${publicUrl}/dash/miPerfil` },
  });
  const filename = `${comprobante.replaceAll(' ', '-')}.pdf`;
  return {
    ...mail,
    attachments: [
      { filename, content: pdf.toString('base64'), contentType: 'application/pdf', encoding: 'base64' },
    ],
  };
}
