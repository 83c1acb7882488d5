import type { AccountExport } from '@servihogar/shared/data-rights';
import { guaranteePhotoPath } from '@servihogar/shared/guarantee';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { guaranteeClaims } from '../../db/tables/guarantee-claims.table.ts';

/** The guarantee claims the account opened (issue 45), for the export; photos are private links. */
export async function guaranteePart(
  db: Db,
  accountId: string,
  publicUrl: string,
): Promise<AccountExport['reclamosDeGarantia']> {
  const rows = await db
    .select()
    .from(guaranteeClaims)
    .where(eq(guaranteeClaims.clientId, accountId))
    .orderBy(asc(guaranteeClaims.createdAt));
  return rows.map((c) => ({
    codigo: c.codigo,
    solicitudId: c.solicitudId,
    motivo: c.motivo,
    descripcion: c.descripcion,
    fotos: c.fotoKeys.map((_, n) => `${publicUrl}${guaranteePhotoPath(c.codigo, n)}`),
    estado: c.estado,
    respuesta: c.respuesta,
    decision: c.decision,
    resultado: c.resultado,
    fecha: c.createdAt.toISOString(),
  }));
}
