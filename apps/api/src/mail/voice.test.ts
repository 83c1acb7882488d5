import * as msg from '@servihogar/shared/messages';
import { tuForms } from '@servihogar/shared/voice.testing';
import { describe, expect, it } from 'vitest';
import { invitationMail, recoveryMail, verificationMail } from '../accounts/accounts.mails.ts';
import type { Account } from '../accounts/accounts.service.ts';
import { accountExistsMail } from '../accounts/existing-account.ts';
import { visitArrivalMail } from '../features/bookings/bookings.mails.ts';
import { complaintEstadoMail, complaintReceivedMail } from '../features/complaints/complaints.mails.ts';
import { accountDeletedMail } from '../features/data-rights/data-rights.mails.ts';
import {
  dataRightsReceivedMail,
  dataRightsResolvedMail,
} from '../features/data-rights/data-rights-requests.mails.ts';
import { digestMail } from '../features/notifications/digest.ts';
import { notificationMail } from '../features/notifications/email-channel.ts';
import { contactEmailMail } from '../features/professionals/contact-email.mails.ts';
import * as requests from '../features/solicitudes/solicitudes.mails.ts';
import * as rights from '../features/subscription-rights/rights.mails.ts';
import * as lifecycle from '../features/subscriptions/lifecycle.mails.ts';
import { documentApprovedMail, documentRejectedMail } from '../features/verification/verification.mails.ts';
import type { MailMessage } from './mail-message.ts';

// Decision 0064: every mail speaks vos. Each template is rendered here, through every branch that
// changes its words, and its subject and plain text are searched for tú (outside the spec's texts).

const url = 'https://servihogar.example';
const ana = { email: 'ana@example.com', nombre: 'Ana' };
const at = new Date('2026-11-29T12:00:00Z');
const later = new Date('2026-12-29T12:00:00Z');
const words = { id: 'r1', serviceLabel: 'Plomero', need: 'Pierde agua', when: 'Mañana', zone: 'Yerba Buena' };
const account = (roles: string[]) =>
  ({ ...ana, roles, verifiedAt: at, bannedAt: null }) as unknown as Account;
const ticket = { ticketId: 'T-1', titulo: 'Agua', estado: 'Pendiente' };
const dataRequest = { code: 'DP-1', kind: 'acceso', nombre: 'Ana', email: ana.email };
const delivery = {
  notification: {
    id: 'n1',
    kind: 'new_request',
    title: msg.notifications.newRequestTitle,
    body: msg.notifications.newRequestBody,
    path: '/dash',
    url,
    createdAt: at,
  },
  person: { accountId: 'a1', ...ana },
} as Parameters<typeof notificationMail>[0];

const MAILS: [string, MailMessage][] = [
  ['verification', verificationMail(ana, 'tok', url)],
  ['verification (professional)', verificationMail(ana, 'tok', url, true)],
  ['recovery', recoveryMail(ana, '123456', '/login/missPassword', url)],
  ['invitation', invitationMail(ana, 'tok', url)],
  ['account exists (client)', accountExistsMail(account(['Cliente']), 'client', url)],
  ['account exists (to provider)', accountExistsMail(account(['Cliente']), 'professional', url)],
  ['visit arrival', visitArrivalMail(ana, '¿Llegó a trabajar Sofía?', at, url, url)],
  ['complaint received', complaintReceivedMail(ana, ticket, url)],
  ['complaint estado', complaintEstadoMail(ana, { ...ticket, previous: 'En revisión' }, url)],
  ['data rights received', dataRightsReceivedMail(dataRequest, '2026-12-04', url)],
  ['data rights answered', dataRightsResolvedMail(dataRequest, true, 'Listo', url)],
  ['data rights refused', dataRightsResolvedMail(dataRequest, false, 'No', url)],
  ['account deleted', accountDeletedMail(ana, url)],
  ['digest (one)', digestMail(ana, [{ title: 'Sofía', path: '/dash', count: 1, latest: at }], url)],
  ['digest (many)', digestMail(ana, [{ title: 'Sofía', path: '/dash', count: 3, latest: at }], url)],
  ['notification', notificationMail(delivery, url)],
  ['contact e-mail', contactEmailMail(ana, 'tok', url)],
  [
    'request sent',
    requests.requestSentMail(
      {
        client: ana,
        professional: { id: 'p1', nombre: 'Sofía', apellido: 'Díaz' },
        service: { slug: 'plomero', label: 'Plomero' },
        solicitudId: 's1',
      },
      url,
    ),
  ],
  ['new request', requests.newRequestMail(ana, 'Juan', words, url)],
  [
    'answer (acepto)',
    requests.answerMail(ana, 'Sofía', { id: 'r1', answer: 'acepto', answerText: 'Voy' }, url),
  ],
  [
    'answer (no puedo)',
    requests.answerMail(ana, 'Sofía', { id: 'r1', answer: 'no_puedo', answerText: null }, url),
  ],
  ['expired', requests.expiredMail(ana, 'Venció', url, url)],
  ['arrival', requests.arrivalMail(ana, 'Sofía', 'r1', url)],
  ['overdue leads', requests.overdueLeadsMail(ana, url)],
  ['trial started', lifecycle.trialStartedMail(ana, later, url)],
  ['activated (listed)', lifecycle.activatedMail(ana, later, url)],
  ['activated (no plan)', lifecycle.activatedMail(ana, null, url)],
  ['trial ending', lifecycle.trialEndingMail(ana, later, url)],
  ['payment approved', lifecycle.paymentApprovedMail(ana, later, url)],
  ['debit authorized', lifecycle.debitAuthorizedMail(ana, later, url)],
  ['payment rejected', lifecycle.paymentRejectedMail(ana, url)],
  ['paid restored', lifecycle.paidRestoredMail(ana, later, url)],
  ['baja (paid period)', rights.bajaMail(ana, later, at, url)],
  ['baja (nothing paid)', rights.bajaMail(ana, null, at, url)],
  ['withdrawal', rights.withdrawalMail(ana, at, url)],
  ['refunded', rights.refundedMail(ana, url)],
  ['rights request (baja)', rights.rightsRequestMail(ana, 'BAJ-1', 'baja', 'tok', url)],
  ['rights request (arrepentimiento)', rights.rightsRequestMail(ana, 'ARR-1', 'arrepentimiento', 'tok', url)],
  ['document approved', documentApprovedMail(ana, 'dni', url)],
  ['document rejected', documentRejectedMail(ana, 'matricula', 'Ilegible', url)],
];

describe('every mail speaks vos (decision 0064)', () => {
  it.each(MAILS)('%s', (_name, mail) => {
    expect(tuForms(`${mail.subject}\n${mail.text}`)).toEqual([]);
  });
});
