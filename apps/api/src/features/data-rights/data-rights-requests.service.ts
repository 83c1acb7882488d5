import { randomInt } from 'node:crypto';
import { addBusinessDays, countdown } from '@servihogar/shared/business-days';
import { argentineDay } from '@servihogar/shared/calendar';
import {
  DATA_RIGHTS_BUSINESS_DAYS,
  DATA_RIGHTS_PAGE_SIZE,
  type DataRightsChannel,
  type DataRightsKind,
  type DataRightsReceipt,
  type DataRightsRequest,
  type DataRightsRequestBody,
  type DataRightsRequestList,
  type DataRightsResolution,
  type DataRightsStatus,
  dataRightsRequestBodySchema,
} from '@servihogar/shared/data-rights-requests';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { and, desc, eq, sql } from 'drizzle-orm';
import { normalizeEmail } from '../../accounts/accounts.service.ts';
import { writeAudit } from '../../accounts/audit.service.ts';
import type { MailDeps } from '../../app-deps.ts';
import { holidaysFrom } from '../../db/case-numbers.ts';
import type { Db } from '../../db/client.ts';
import { dataRightsRequests } from '../../db/tables/data-rights-requests.table.ts';
import { AppError } from '../../lib/errors.ts';
import { dataRightsReceivedMail, dataRightsResolvedMail, longDay } from './data-rights-requests.mails.ts';

type Row = typeof dataRightsRequests.$inferSelect;

/** 'DAT-2026-48213907': the year and eight random digits. */
const caseCode = (now: Date) =>
  `DAT-${now.getUTCFullYear()}-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/**
 * `POST /data-rights-requests` (anyone): files the request with its due day and e-mails the code to
 * the address given, in one transaction. The answer is the same whatever the address: nothing
 * tells whether it has an account.
 */
export async function fileDataRightsRequest(
  deps: MailDeps,
  body: DataRightsRequestBody,
  now: Date,
): Promise<DataRightsReceipt> {
  const input = dataRightsRequestBodySchema.parse(body);
  const today = argentineDay(now);
  const dueOn = addBusinessDays(today, DATA_RIGHTS_BUSINESS_DAYS, await holidaysFrom(deps.db, today));
  const code = caseCode(now);
  const row = { ...input, code, email: normalizeEmail(input.email), filedAt: now, dueOn };
  await deps.db.transaction(async (tx) => {
    await tx.insert(dataRightsRequests).values(row);
    await deps.mailer.send(dataRightsReceivedMail(row, dueOn, deps.publicUrl), tx);
  });
  return {
    code,
    dueOn,
    message: fillMessage(msg.dataRightsRequests.received, { codigo: code, fecha: longDay(dueOn) }),
  };
}

const toRequest = (row: Row, today: string, off: ReadonlySet<string>): DataRightsRequest => {
  const pending = row.status === 'pendiente';
  return {
    code: row.code,
    kind: row.kind as DataRightsKind,
    channel: row.channel as DataRightsChannel,
    nombre: row.nombre,
    email: row.email,
    detalle: row.detalle,
    status: row.status as DataRightsStatus,
    filedAt: row.filedAt.toISOString(),
    dueOn: row.dueOn,
    ...(pending ? countdown(today, row.dueOn, off) : { businessDaysLeft: 0, overdue: false }),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolutionNote: row.resolutionNote,
  };
};

/**
 * `GET /data-rights-requests` (Admin): pending ones first, soonest due first; then the rest, newest
 * first; the code settles ties, so pages never overlap. DATA_RIGHTS_PAGE_SIZE from `offset` on.
 */
export async function listDataRightsRequests(db: Db, now: Date, offset = 0): Promise<DataRightsRequestList> {
  const found = await db
    .select()
    .from(dataRightsRequests)
    .orderBy(
      sql`${dataRightsRequests.status} <> 'pendiente'`,
      sql`case when ${dataRightsRequests.status} = 'pendiente' then ${dataRightsRequests.dueOn} end`,
      desc(dataRightsRequests.filedAt),
      dataRightsRequests.code,
    )
    .limit(DATA_RIGHTS_PAGE_SIZE + 1)
    .offset(offset);
  const rows = found.slice(0, DATA_RIGHTS_PAGE_SIZE);
  const today = argentineDay(now);
  const oldestDue = rows.reduce((min, r) => (r.dueOn < min ? r.dueOn : min), today);
  const off = await holidaysFrom(db, oldestDue);
  return {
    requests: rows.map((row) => toRequest(row, today, off)),
    next: found.length > DATA_RIGHTS_PAGE_SIZE ? offset + DATA_RIGHTS_PAGE_SIZE : null,
  };
}

/**
 * `POST /data-rights-requests/:code/resolution` (Admin): answered or rejected with a note; audited
 * and e-mailed to the person in the same transaction. 409 when it was already resolved.
 */
export async function resolveDataRightsRequest(
  deps: MailDeps,
  actorId: string,
  code: string,
  resolution: DataRightsResolution,
  now: Date,
): Promise<DataRightsRequest> {
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(dataRightsRequests)
      .where(eq(dataRightsRequests.code, code))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', msg.dataRightsRequests.notFound);
    if (before.status !== 'pendiente') throw new AppError('CONFLICT', msg.dataRightsRequests.alreadyResolved);
    const [after] = await tx
      .update(dataRightsRequests)
      .set({
        status: resolution.status,
        resolvedAt: now,
        resolvedBy: actorId,
        resolutionNote: resolution.note,
      })
      .where(and(eq(dataRightsRequests.code, code), eq(dataRightsRequests.status, 'pendiente')))
      .returning();
    await writeAudit(
      tx,
      {
        actorAccountId: actorId,
        action: 'dataRights.resolve',
        targetType: 'data_rights_request',
        targetId: code,
        details: { status: resolution.status, note: resolution.note, dueOn: before.dueOn, kind: before.kind },
      },
      now,
    );
    await deps.mailer.send(
      dataRightsResolvedMail(after!, resolution.status === 'respondida', resolution.note, deps.publicUrl),
      tx,
    );
    return after!;
  });
  return toRequest(row, argentineDay(now), new Set());
}
