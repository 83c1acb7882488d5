import { dayNoon } from '@servihogar/shared/calendar';
import { DATA_RIGHTS_KINDS, type DataRightsKind } from '@servihogar/shared/data-rights-requests';
import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { renderMail } from '../../mail/mail-layout.ts';
import type { MailMessage } from '../../mail/mail-message.ts';

// The e-mails of a request about one's data (issue 32, part 3): its code at once, then the answer.

type Request = { code: string; kind: string; nombre: string; email: string };
const m = msg.dataRightsRequests;
const kindOf = (kind: string) => DATA_RIGHTS_KINDS[kind as DataRightsKind].toLowerCase();
/** The due day, a `YYYY-MM-DD` of Argentina, read at its noon so no zone moves it. */
export const longDay = (day: string): string => formatLongDate(dayNoon(day));

export function dataRightsReceivedMail(r: Request, dueOn: string, publicUrl: string): MailMessage {
  const values = { codigo: r.code, tipo: kindOf(r.kind), fecha: longDay(dueOn) };
  return renderMail(
    r.email,
    {
      subject: fillMessage(m.mailReceivedSubject, values),
      greeting: `Hola ${r.nombre}:`,
      paragraphs: [fillMessage(m.mailReceived, values)],
      notes: [m.mailNotYou],
    },
    publicUrl,
  );
}

export function dataRightsResolvedMail(
  r: Request,
  answered: boolean,
  note: string,
  publicUrl: string,
): MailMessage {
  const values = { codigo: r.code, tipo: kindOf(r.kind), nota: note };
  return renderMail(
    r.email,
    {
      subject: fillMessage(m.mailResolvedSubject, values),
      greeting: `Hola ${r.nombre}:`,
      paragraphs: [
        fillMessage(answered ? m.mailAnswered : m.mailRejected, values),
        fillMessage(m.mailNote, values),
      ],
      notes: [m.mailAgency],
    },
    publicUrl,
  );
}
