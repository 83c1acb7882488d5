import * as msg from '@servihogar/shared/messages';
import {
  argentinaDay,
  type PayScale,
  type PayScaleInput,
  payScaleInputSchema,
  scalesValidOn,
} from '@servihogar/shared/pay-scales';
import { asc, eq } from 'drizzle-orm';
import { auditOf } from '../../accounts/audit.service.ts';
import type { Db } from '../../db/client.ts';
import { lockedRow } from '../../db/locked-row.ts';
import { payScales } from '../../db/tables/pay-scales.table.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';

type Row = typeof payScales.$inferSelect;

const toPayScale = ({ id, category, modality, hourly, monthly, validFrom, note }: Row): PayScale =>
  ({ id, category, modality, hourly, monthly, validFrom, note }) as PayScale;

/** Every row, oldest first within each category and modality (the admins' table). */
export async function listPayScales(db: Db): Promise<PayScale[]> {
  const rows = await db
    .select()
    .from(payScales)
    .orderBy(asc(payScales.category), asc(payScales.modality), asc(payScales.validFrom));
  return rows.map(toPayScale);
}

/** The rows valid today in Argentina: one per category and modality that has one. */
export async function currentPayScales(db: Db, now: Date): Promise<PayScale[]> {
  return scalesValidOn(await listPayScales(db), argentinaDay(now));
}

const duplicate = () =>
  new AppError('CONFLICT', msg.payScales.duplicate, { validFrom: msg.payScales.duplicate });

const audit = auditOf('pay_scale');

/** Writes the checked input in one transaction; the same category, modality and date twice is a 409. */
async function writeUnique(
  db: Db,
  input: PayScaleInput,
  write: (tx: Db, values: PayScaleInput) => Promise<PayScale>,
): Promise<PayScale> {
  const values = payScaleInputSchema.parse(input);
  try {
    return await db.transaction((tx) => write(tx, values));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** Adds a row (audited in the same transaction). */
export async function createPayScale(db: Db, actorId: string, input: PayScaleInput, now: Date) {
  return writeUnique(db, input, async (tx, values) => {
    const [row] = await tx.insert(payScales).values(values).returning();
    await audit(tx, actorId, 'payScale.create', row!.id, values, now);
    return toPayScale(row!);
  });
}

/** Changes a row; the audit entry keeps what it was and what it became. */
export async function updatePayScale(db: Db, actorId: string, id: string, input: PayScaleInput, now: Date) {
  return writeUnique(db, input, async (tx, values) => {
    const before = await lockedRow(tx, payScales, id, msg.payScales.notFound);
    const [row] = await tx.update(payScales).set(values).where(eq(payScales.id, id)).returning();
    await audit(tx, actorId, 'payScale.update', id, { before: toPayScale(before), after: values }, now);
    return toPayScale(row!);
  });
}

/** Removes a row: the previous one of its category and modality applies again. */
export async function deletePayScale(db: Db, actorId: string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(payScales).where(eq(payScales.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', msg.payScales.notFound);
    await audit(tx, actorId, 'payScale.delete', id, toPayScale(row), now);
  });
}
