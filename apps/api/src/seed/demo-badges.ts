import { CARE_CATEGORY_SLUGS } from '@servihogar/shared/badges';
import { addDays, argentineDay } from '@servihogar/shared/calendar';
import { DAY_MS } from '@servihogar/shared/constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { comments } from '../db/tables/comments.table.ts';
import type { professionalServices, professionals } from '../db/tables/professionals.table.ts';
import { solicitudes } from '../db/tables/solicitudes.table.ts';
import { verificationDocuments } from '../db/tables/verification-documents.table.ts';
import { RECOMPUTE_CHUNK } from '../features/destacados/destacados.jobs.ts';
import { recomputeChunk } from '../features/destacados/standings.sql.ts';
import { approveCertificate } from '../features/verification/certificate.jobs.ts';
import type { FileStorage } from '../lib/file-storage.ts';

type Pro = typeof professionals.$inferInsert;
type Service = typeof professionalServices.$inferInsert;

/** A one-page PDF standing for the certificate the demo carer sent (no active content). */
const DEMO_CERTIFICATE = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Issue 45's demo: a listed, identity-verified carer with a criminal-record certificate an admin
 * approved (issued 40 days ago) and five 5-star reviews of verified hires answered within the
 * hour, so the nightly rules make them "Profesional destacado"; then the recomputation runs once
 * over every demo professional, so each tracker has its figures.
 */
export async function seedDemoBadges(
  tx: Db,
  files: FileStorage,
  input: { professionals: Pro[]; services: Service[]; clientIds: string[]; adminId: string; now: Date },
) {
  const { now } = input;
  const care = new Set(
    input.services
      .filter((s) => (CARE_CATEGORY_SLUGS as readonly string[]).includes(s.categorySlug))
      .map((s) => s.professionalId),
  );
  const carer = input.professionals.find(
    (p) => care.has(p.id!) && p.identityVerified && p.paidUntil && p.paidUntil > now,
  );
  if (!carer) return;
  const issuedOn = addDays(argentineDay(now), -40);
  const key = 'private/documents/demo-antecedentes.pdf';
  await files.put(key, DEMO_CERTIFICATE, 'application/pdf');
  await tx.insert(verificationDocuments).values({
    professionalId: carer.id!,
    kind: 'antecedentes',
    fileKey: key,
    status: 'aprobado',
    issuedOn,
    createdAt: new Date(now.getTime() - 39 * DAY_MS),
    decidedAt: new Date(now.getTime() - 38 * DAY_MS),
    decidedBy: input.adminId,
  });
  await approveCertificate(tx, carer.id!, issuedOn, now);
  const hires = await tx
    .insert(solicitudes)
    .values(
      input.clientIds.slice(0, 5).map((clientAccountId, i) => ({
        clientAccountId,
        professionalId: carer.id!,
        categorySlug: input.services.find((s) => s.professionalId === carer.id && care.has(s.professionalId))
          ?.categorySlug,
        createdAt: new Date(now.getTime() - (20 + i * 7) * DAY_MS),
        answer: 'acepto' as const,
        answeredAt: new Date(now.getTime() - (20 + i * 7) * DAY_MS + 3_600_000),
        doneAt: new Date(now.getTime() - (18 + i * 7) * DAY_MS),
        doneBy: 'professional' as const,
      })),
    )
    .returning({ id: solicitudes.id, client: solicitudes.clientAccountId, at: solicitudes.doneAt });
  await tx.insert(comments).values(
    hires.map((hire) => ({
      professionalId: carer.id!,
      authorAccountId: hire.client,
      solicitudId: hire.id,
      nombrePersona: 'Cliente verificada',
      descripcion: 'Puntual, cariñosa y muy responsable con los chicos.',
      calificacion: 5,
      createdAt: hire.at!,
    })),
  );
  await tx.execute(sql`update professionals set calificacion = coalesce((select avg(c.calificacion)
    from comments c where c.professional_id = professionals.id and c.hidden_reason is null), 0)
    where id = ${carer.id!}::uuid`);
  for (let after: string | null = FIRST_ID; after; ) {
    const done = await recomputeChunk(tx, now, after, RECOMPUTE_CHUNK);
    after = done.counted === RECOMPUTE_CHUNK ? done.last : null;
  }
}
