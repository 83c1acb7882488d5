import { argentineDay } from '@servihogar/shared/calendar';
import { type EmployerTools, type ReceiptBody, receiptBodySchema } from '@servihogar/shared/employer';
import { bookedWeeklyHours, employerToolsApply } from '@servihogar/shared/employer-access';
import { aguinaldo, monthlyPay } from '@servihogar/shared/employer-pay';
import * as msg from '@servihogar/shared/messages';
import { REGIME_OF_SERVICE } from '@servihogar/shared/pay-scales';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { listPayScales } from '../pay-scales/pay-scales.service.ts';
import { receiptPdf } from './employer-receipt.ts';

/**
 * `GET /employer/{solicitudId}` (issue 46, item 2): the household employer's tools of one request.
 * Only its client sees them — the professional, admins and anyone else get 404, as for a request
 * that does not exist — and only while it is accepted and repeating, for a service of the régimen.
 */
export async function employerTools(db: Db, callerId: string, solicitudId: string): Promise<EmployerTools> {
  const [found] = await db
    .select({
      s: solicitudes,
      client: {
        nombre: accounts.nombre,
        apellido: accounts.apellido,
        email: accounts.email,
        dni: accounts.dni,
      },
      pro: {
        nombre: professionals.nombre,
        apellido: professionals.apellido,
        localidad: professionals.localidad,
      },
    })
    .from(solicitudes)
    .innerJoin(professionals, eq(professionals.id, solicitudes.professionalId))
    .innerJoin(accounts, eq(accounts.id, solicitudes.clientAccountId))
    // Someone else's request is answered as one that does not exist.
    .where(and(eq(solicitudes.id, solicitudId), eq(solicitudes.clientAccountId, callerId)));
  if (!found) throw new AppError('NOT_FOUND');
  const { s } = found;
  if (!employerToolsApply({ answer: s.answer, recurrence: s.recurrence, servicio: s.categorySlug }))
    throw new AppError('NOT_FOUND', msg.employer.notAvailable);
  const regime = REGIME_OF_SERVICE[s.categorySlug!]!;
  const recurrence = s.recurrence!;
  return {
    solicitudId: s.id,
    servicio: s.categorySlug!,
    recurrence,
    category: regime.category,
    mode: regime.modality === 'sin_retiro' ? 'sin_retiro' : 'por_horas',
    weeklyHours: bookedWeeklyHours(s.durationMinutes, recurrence),
    startMonth: argentineDay(s.start ?? s.answeredAt ?? s.createdAt).slice(0, 7),
    employer: found.client,
    worker: found.pro,
    zone: s.zone,
    payScales: await listPayScales(db),
  };
}

/**
 * `POST /employer/{solicitudId}/receipt`: the recibo de sueldo as PDF, computed again here from the
 * calculator's input and the pay table (the client sends no amount). Nothing of it is stored.
 */
export async function employerReceipt(
  db: Db,
  callerId: string,
  solicitudId: string,
  body: ReceiptBody,
  now: Date,
): Promise<{ pdf: Buffer; fileName: string }> {
  const tools = await employerTools(db, callerId, solicitudId);
  const input = receiptBodySchema.parse(body);
  const pay = monthlyPay(tools.payScales, input);
  if (!pay) throw fieldError('mode', msg.employer.noScale);
  const pdf = await receiptPdf({
    pay,
    aguinaldo: input.includeAguinaldo ? aguinaldo(tools.payScales, input, input.monthsWorked) : null,
    category: input.category,
    mode: input.mode,
    years: input.years,
    employer: {
      name: `${tools.employer.nombre} ${tools.employer.apellido}`,
      dni: tools.employer.dni,
      cuil: input.employerCuil,
      zone: tools.zone,
    },
    worker: {
      name: `${tools.worker.nombre} ${tools.worker.apellido}`,
      cuil: input.workerCuil,
      localidad: tools.worker.localidad,
    },
    place: input.place,
    paidOn: input.paidOn,
    now,
  });
  return { pdf, fileName: `recibo-${input.month}.pdf` };
}
