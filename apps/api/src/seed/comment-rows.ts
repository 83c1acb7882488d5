import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@servihogar/shared/constants';
import type { comments } from '../db/tables/comments.table.ts';
import type { solicitudes } from '../db/tables/solicitudes.table.ts';
import { DEMO_COMMENT_COUNTS, DEMO_COMMENT_TEXTS, DEMO_STAR_CYCLE } from './demo-comments.ts';

type CommentRow = typeof comments.$inferInsert;
type SolicitudRow = typeof solicitudes.$inferInsert & { id: string };

export type CommentTarget = { id: string; listedSince: Date; categorySlug: string };
export type CommentAuthor = { id: string; nombre: string; apellido: string; foto?: string | null };

/**
 * Comments for the listed professionals, cycling counts, stars and authors so the data is stable,
 * plus the demo client's two solicitudes: one rated (its comment is one of these) and one open.
 */
export function buildComments(
  targets: readonly CommentTarget[],
  authors: readonly CommentAuthor[],
  now: Date,
) {
  const rows: CommentRow[] = [];
  const textIndex = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let starIndex = 0;
  targets.forEach((target, t) => {
    const count = Math.min(DEMO_COMMENT_COUNTS[t % DEMO_COMMENT_COUNTS.length]!, authors.length);
    const spanMs = Math.max(now.getTime() - target.listedSince.getTime(), DAY_MS / 4);
    for (let k = 0; k < count; k++) {
      const author = authors[(t + k) % authors.length]!;
      const stars = DEMO_STAR_CYCLE[starIndex++ % DEMO_STAR_CYCLE.length]!;
      const texts = DEMO_COMMENT_TEXTS[stars];
      rows.push({
        id: randomUUID(),
        professionalId: target.id,
        authorAccountId: author.id,
        nombrePersona: `${author.nombre} ${author.apellido}`,
        descripcion: texts[textIndex[stars]++ % texts.length]!,
        calificacion: stars,
        foto: author.foto ?? null,
        createdAt: new Date(now.getTime() - (spanMs * (k + 1)) / (count + 1)),
      });
    }
  });
  return { comments: rows, calificacion: meanStars(rows) };
}

function meanStars(rows: readonly CommentRow[]): Map<string, number> {
  const sums = new Map<string, { total: number; count: number }>();
  for (const row of rows) {
    const entry = sums.get(row.professionalId) ?? { total: 0, count: 0 };
    entry.total += row.calificacion;
    entry.count += 1;
    sums.set(row.professionalId, entry);
  }
  return new Map([...sums].map(([id, { total, count }]) => [id, total / count]));
}

export function buildDemoSolicitudes(
  targets: readonly CommentTarget[],
  commentRows: CommentRow[],
  clientId: string,
  now: Date,
): SolicitudRow[] {
  const rated = commentRows.find((c) => c.authorAccountId === clientId);
  const ratedTarget = targets.find((t) => t.id === rated?.professionalId);
  const openTarget = targets.find(
    (t) =>
      t !== ratedTarget &&
      !commentRows.some((c) => c.professionalId === t.id && c.authorAccountId === clientId),
  );
  const result: SolicitudRow[] = [];
  if (rated && ratedTarget) {
    const ratedAt = rated.createdAt ?? now;
    const createdAt = new Date(Math.max(ratedAt.getTime() - 3 * DAY_MS, ratedTarget.listedSince.getTime()));
    const solicitud = {
      id: randomUUID(),
      clientAccountId: clientId,
      professionalId: ratedTarget.id,
      categorySlug: ratedTarget.categorySlug,
      flujoCompleto: true,
      createdAt,
    };
    rated.solicitudId = solicitud.id;
    result.push(solicitud);
  }
  if (openTarget) {
    result.push({
      id: randomUUID(),
      clientAccountId: clientId,
      professionalId: openTarget.id,
      categorySlug: openTarget.categorySlug,
      flujoCompleto: false,
      createdAt: new Date(
        Math.max(now.getTime() - 2 * DAY_MS, openTarget.listedSince.getTime() + DAY_MS / 24),
      ),
    });
  }
  return result;
}
