import { addDays, argentineDay } from '@servihogar/shared/calendar';
import { DAY_MS } from '@servihogar/shared/constants';
import { fillMessage } from '@servihogar/shared/format';
import { DOC_DNI } from '@servihogar/shared/invoices';
import * as msg from '@servihogar/shared/messages';
import type { invoices } from '../db/tables/invoices.table.ts';

// The demo prestador's "Mis facturas" (decision 0068): two Facturas C of their monthly plan, as issued
// in homologación (ARCA's test environment, no fiscal value — the PDF says so), so the list, the PDF
// with its QR and the admins' month CSV show alive without ARCA configured. No job is enqueued.

type Prestador = { accountId: string; subscriptionId: string; dni: string; nombre: string; apellido: string };

const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');

export function buildDemoInvoices(p: Prestador, now: Date): (typeof invoices.$inferInsert)[] {
  return [60, 1].map((daysAgo, index) => {
    const issued = new Date(now.getTime() - daysAgo * DAY_MS);
    const desde = argentineDay(issued);
    const hasta = addDays(desde, 29);
    return {
      sourceKey: `demo:${index + 1}`,
      subscriptionId: index === 1 ? p.subscriptionId : null,
      accountId: p.accountId,
      cbteTipo: 11,
      puntoVenta: 1,
      numero: index + 1,
      importe: '15000.00',
      docTipo: DOC_DNI,
      docNro: p.dni.replace(/\D/g, ''),
      receptor: `${p.nombre} ${p.apellido}`,
      concepto: fillMessage(msg.invoices.concept, {
        plan: 'Mensual',
        desde: ddmmyyyy(desde),
        hasta: ddmmyyyy(hasta),
      }),
      servicioDesde: desde,
      servicioHasta: hasta,
      estado: 'emitida',
      fecha: desde,
      cae: `7600000000000${index + 1}`,
      caeVencimiento: addDays(desde, 10),
      createdAt: issued,
      issuedAt: issued,
    };
  });
}
