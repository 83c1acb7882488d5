import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestLoopApp } from '../../../test/request-loop-app.ts';
import { auditLog } from '../../db/tables/audit.table.ts';
import { HIDDEN_SUBJECT } from './review-replies.service.ts';

// An admin hides a review or its reply (decision 0031) through HTTP.

describe('hiding reviews and replies', () => {
  const { ctx, parties, post, get } = requestLoopApp();

  it('an admin hides a review or a reply with a reason: audit log, the author is mailed', async () => {
    const p = await parties();
    const commented = await post(p.client, `/professionals/addComment/${p.pro.id}`, {
      descripcion: 'Un insulto',
      calificacionComentario: 1,
    });
    const commentId = commented.json().comment._id;
    await post(p.provider, `/professionals/comments/${commentId}/reply`, { reply: 'Otro insulto' });
    const hideUrl = `/professionals/comments/${commentId}/hide`;
    expect((await post(p.provider, hideUrl, { part: 'reply', reason: 'x' })).statusCode).toBe(403);
    const empty = await post(ctx.admin, hideUrl, { part: 'reply', reason: '' });
    expect(empty.json(), empty.body).toMatchObject({ fields: { reason: msg.requests.hideReasonRequired } });

    expect((await post(ctx.admin, hideUrl, { part: 'reply', reason: 'Lenguaje ofensivo' })).statusCode).toBe(
      204,
    );
    let profile = (await get(p.client, `/professionals/${p.pro.id}`)).json();
    expect(profile.comentarios[0]).toMatchObject({ _id: commentId, reply: null });
    const toPro = await ctx.smtp.waitForMail(p.proEmail, { subject: HIDDEN_SUBJECT });
    expect(toPro.text).toContain('Motivo: Lenguaje ofensivo');

    expect((await post(ctx.admin, hideUrl, { part: 'review', reason: 'Insultos' })).statusCode).toBe(204);
    profile = (await get(p.client, `/professionals/${p.pro.id}`)).json();
    expect(profile.comentarios).toEqual([]);
    expect(profile.calificacion).toBe(0);
    await ctx.smtp.waitForMail(p.clientEmail, { subject: HIDDEN_SUBJECT });
    const audit = await ctx.t.db.select().from(auditLog).where(eq(auditLog.targetId, commentId));
    expect(audit.map((a) => a.action).sort()).toEqual(['review.hide', 'review.hideReply']);
    // A hidden review takes no reply.
    expect(
      (await post(p.provider, `/professionals/comments/${commentId}/reply`, { reply: 'Hola' })).statusCode,
    ).toBe(404);
  });
});
