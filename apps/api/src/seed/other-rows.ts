import { randomUUID } from 'node:crypto';
import { ANONYMOUS_COMPLAINANT, DAY_MS } from '@servihogar/shared/constants';
import type { advertisements } from '../db/tables/ads.table.ts';
import type { complaints } from '../db/tables/complaints.table.ts';
import type { subscriptions } from '../db/tables/subscriptions.table.ts';
import type { DemoAd } from './demo-ads.ts';
import { DEMO_COMPLAINTS } from './demo-complaints.ts';

type ComplaintRow = typeof complaints.$inferInsert;
type AdRow = typeof advertisements.$inferInsert & { id: string; imageKey: string };

export type NamedAccount = { id: string; nombre: string; apellido: string };

/** The demo complaints, oldest first, so their tickets (given at insert) follow their dates. */
export function buildComplaintRows(
  authors: readonly NamedAccount[],
  now: Date,
): Omit<ComplaintRow, 'ticketId'>[] {
  return [...DEMO_COMPLAINTS]
    .sort((a, b) => b.daysAgo - a.daysAgo)
    .map((c) => {
      const author = authors[c.author % authors.length]!;
      const fechaCarga = new Date(now.getTime() - c.daysAgo * DAY_MS);
      return {
        titulo: c.titulo,
        descripcion: c.descripcion,
        empresaComercio: c.empresaComercio,
        categoria: c.categoria,
        denunciante: c.anonymous ? ANONYMOUS_COMPLAINANT : `${author.nombre} ${author.apellido}`,
        anonymous: c.anonymous,
        authorAccountId: author.id,
        ciudad: c.ciudad,
        criticidad: c.criticidad,
        estado: c.estado,
        contacto: c.contacto,
        fechaCarga,
      };
    });
}

/** Ads active from a week ago for six months; their links point into this deployment. */
export function buildAdRows(
  ads: readonly DemoAd[],
  publicUrl: string,
  createdBy: string,
  now: Date,
): AdRow[] {
  return ads.map((ad, i) => {
    const id = randomUUID();
    return {
      id,
      type: ad.type,
      imageKey: `ads/${id}.webp`,
      link: `${publicUrl}${ad.path}`,
      title: ad.title,
      activeFrom: new Date(now.getTime() - 7 * DAY_MS),
      activeUntil: new Date(now.getTime() + 180 * DAY_MS),
      createdBy,
      createdAt: new Date(now.getTime() - (7 * DAY_MS - i * 60_000)),
    };
  });
}

/**
 * Issue 33: the demo Prestador pays with Mercado Pago — authorized during the trial, its first
 * charge due when the trial ends (decision 0038). A demo preapproval id: without MP_* settings
 * nothing asks Mercado Pago about it.
 */
export function buildMercadoPagoSubscription(accountId: string, professionalId: string, now: Date) {
  const createdAt = new Date(now.getTime() - DAY_MS);
  return {
    accountId,
    professionalId,
    type: 'professional',
    plan: 'mensual',
    method: 'mercadopago',
    mpPreapprovalId: 'demo-preapproval-prestador',
    mpStatus: 'authorized',
    paymentStatus: 'confirmed',
    createdAt,
    decidedAt: createdAt,
  } satisfies typeof subscriptions.$inferInsert;
}
