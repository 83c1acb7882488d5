import { hash } from '@node-rs/argon2';
import { guaranteeCode } from '@servihogar/shared/guarantee';
import { regimeServiceOf } from '@servihogar/shared/pay-scales';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { nextCaseNumber } from '../db/case-numbers.ts';
import type { Db } from '../db/client.ts';
import { advertisements } from '../db/tables/ads.table.ts';
import { bookings } from '../db/tables/bookings.table.ts';
import { calendarDaysOff, calendarHours, professionalCalendars } from '../db/tables/calendar.table.ts';
import { comments } from '../db/tables/comments.table.ts';
import { complaints } from '../db/tables/complaints.table.ts';
import { conversationParties, messageReports, messages } from '../db/tables/conversations.table.ts';
import { dataRightsRequests, holidays } from '../db/tables/data-rights-requests.table.ts';
import { favourites } from '../db/tables/favourites.table.ts';
import { guaranteeClaimSeq, guaranteeClaims } from '../db/tables/guarantee-claims.table.ts';
import { invoices } from '../db/tables/invoices.table.ts';
import { notifications } from '../db/tables/notifications.table.ts';
import { payScales } from '../db/tables/pay-scales.table.ts';
import { professionalServices, professionals } from '../db/tables/professionals.table.ts';
import { profileActivityDaily } from '../db/tables/profile-activity.table.ts';
import { solicitudes } from '../db/tables/solicitudes.table.ts';
import { subscriptions } from '../db/tables/subscriptions.table.ts';
import { accounts } from '../db/tables/users.table.ts';
import { whatsAppNumbers } from '../db/tables/whatsapp.table.ts';
import { nextTicketId } from '../features/complaints/file-complaint.service.ts';
import { refreshResponseStats } from '../features/solicitudes/response-stats.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import { storeThumbnail } from '../lib/thumbnails.ts';
import { buildAccountRows } from './account-rows.ts';
import { buildActivityHistory } from './activity-rows.ts';
import { renderAd } from './ad-images.ts';
import { renderAvatar } from './avatars.ts';
import { buildComments, buildDemoSolicitudes, type CommentTarget } from './comment-rows.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { DEMO_ADS } from './demo-ads.ts';
import { seedDemoBadges } from './demo-badges.ts';
import { seedDemoBookings } from './demo-bookings.ts';
import { buildDemoCalendars } from './demo-calendars.ts';
import { CATEGORY_DESCRIPTIONS } from './demo-categories.ts';
import { buildDemoConversations } from './demo-conversations.ts';
import { buildDataRightsRows } from './demo-data-rights.ts';
import { seedDemoEmployer } from './demo-employer.ts';
import { buildGuaranteeClaims } from './demo-guarantee.ts';
import { buildDemoInvoices } from './demo-invoices.ts';
import type { SeedSummary } from './demo-logins.ts';
import { buildDemoNotifications } from './demo-notifications.ts';
import { DEMO_PAY_SCALES } from './demo-pay-scales.ts';
import { isListed } from './demo-professional-types.ts';
import { DEMO_PRESTADOR_INDEX, DEMO_PROFESSIONALS } from './demo-professionals.ts';
import { buildDemoWhatsApp } from './demo-whatsapp.ts';
import { mapLimit } from './map-limit.ts';
import { buildAdRows, buildComplaintRows, buildMercadoPagoSubscription } from './other-rows.ts';
import { buildProfessionalRows } from './professional-rows.ts';
import { buildRequestLoop } from './request-rows.ts';

export type SeedContext = { db: Db; files: FileStorage; config: Config; now?: Date };

type ImageJob = { key: string; render: () => Promise<Buffer>; thumbnail?: boolean };

// sharp and argon2 share libuv's 4 worker threads; more parallel renders would only queue.
const IMAGE_CONCURRENCY = 4;

const avatarKey = (id: string) => `avatars/${id}.webp`;
/** Activity rows per insert (5 parameters each, under PostgreSQL's 65 535). */
const ACTIVITY_BATCH = 5000;

/**
 * Fills an empty database with demo data (the caller checks it is empty) and returns what it
 * loaded. Images are written first, then every row goes in one transaction, one multi-row
 * insert per table.
 */
export async function seedDemoData({
  db,
  files,
  config,
  now = new Date(),
}: SeedContext): Promise<SeedSummary> {
  const started = performance.now();
  const fotoOf = (id: string) => files.publicUrl(avatarKey(id));

  const pro = buildProfessionalRows(DEMO_PROFESSIONALS, now, fotoOf);
  const prestadorDemo = DEMO_PROFESSIONALS[DEMO_PRESTADOR_INDEX]!;
  const people = buildAccountRows(prestadorDemo, now, fotoOf);
  const prestadorRow = pro.professionals[DEMO_PRESTADOR_INDEX]!;
  prestadorRow.accountId = people.prestador.id;
  people.prestador.foto = prestadorRow.foto;

  const targets: CommentTarget[] = [];
  DEMO_PROFESSIONALS.forEach((demo, i) => {
    const row = pro.professionals[i]!;
    if (!isListed(demo.lifecycle)) return;
    targets.push({
      id: row.id,
      listedSince: row.trialStartedAt ?? row.createdAt!,
      categorySlug: demo.servicios[0]!.tipo,
    });
  });
  const rated = buildComments(targets, people.clients, now);
  for (const row of pro.professionals) row.calificacion = rated.calificacion.get(row.id) ?? 0;
  // Every other professional of a category the régimen de casas particulares covers prefers registered work.
  DEMO_PROFESSIONALS.forEach((demo, i) => {
    if (i % 2 === 0 && regimeServiceOf(demo.servicios.map((s) => s.tipo)))
      pro.professionals[i]!.trabajoRegistrado = true;
  });
  const requestLoop = buildRequestLoop(
    { id: prestadorRow.id, categorySlug: prestadorDemo.servicios[0]!.tipo },
    rated.comments,
    people.clients,
    now,
  );
  const solicitudRows = [
    ...buildDemoSolicitudes(targets, rated.comments, people.clients[0]!.id, now),
    ...requestLoop,
  ];
  const conversations = buildDemoConversations(requestLoop, people.prestador.id!);
  const history = buildActivityHistory(
    targets,
    people.clients.slice(1).map((c) => c.id),
    now,
  );
  const complaintRows = buildComplaintRows(people.clients, now);
  const adRows = buildAdRows(DEMO_ADS, config.PUBLIC_URL, people.redactor.id, now);

  const images: ImageJob[] = [
    ...pro.professionals.map((p) => ({
      key: avatarKey(p.id),
      render: () => renderAvatar(p.nombre, p.apellido),
      // Cards show the small copy (issue 15).
      thumbnail: true,
    })),
    ...people.clients.map((c) => ({
      key: avatarKey(c.id),
      render: () => renderAvatar(c.nombre, c.apellido),
    })),
    ...adRows.map((ad, i) => ({ key: ad.imageKey, render: () => renderAd(DEMO_ADS[i]!) })),
  ];
  const [passwordHash] = await Promise.all([
    hash(DEMO_PASSWORD),
    mapLimit(images, IMAGE_CONCURRENCY, async (job) => {
      const data = await job.render();
      await files.put(job.key, data, 'image/webp');
      if (job.thumbnail) await storeThumbnail(files, job.key, data);
    }),
  ]);

  const accountRows = [people.admin, people.redactor, people.prestador, ...people.clients];
  const holidayDays = new Set((await db.select({ day: holidays.day }).from(holidays)).map((h) => h.day));
  await db.transaction(async (tx) => {
    await tx.insert(accounts).values(accountRows.map((row) => ({ ...row, passwordHash })));
    await tx.insert(professionals).values(pro.professionals);
    await tx.insert(professionalServices).values(pro.services);
    await tx.insert(solicitudes).values(solicitudRows);
    await tx.insert(comments).values(rated.comments);
    await tx.insert(messages).values(conversations.messages);
    await tx.insert(conversationParties).values(conversations.parties);
    await tx.insert(messageReports).values(conversations.reports);
    await tx.insert(solicitudes).values(history.solicitudes);
    await tx.insert(favourites).values(history.favourites);
    for (let i = 0; i < history.activity.length; i += ACTIVITY_BATCH)
      await tx.insert(profileActivityDaily).values(history.activity.slice(i, i + ACTIVITY_BATCH));
    for (const id of new Set([...solicitudRows, ...history.solicitudes].map((row) => row.professionalId))) {
      await refreshResponseStats(tx, id, now);
    }
    for (const row of complaintRows) {
      await tx.insert(complaints).values({ ...row, ticketId: await nextTicketId(tx, row.fechaCarga!) });
    }
    await seedDemoBookings(
      tx,
      {
        professionalId: prestadorRow.id,
        proAccountId: people.prestador.id,
        categorySlug: prestadorDemo.servicios[0]!.tipo,
        clientIds: [people.clients[0]!.id, people.clients[1]!.id],
      },
      now,
    );
    await seedDemoEmployer(
      tx,
      { clientId: people.clients[0]!.id!, professionalId: pro.professionals[0]!.id! },
      now,
    );
    await tx.insert(advertisements).values(adRows);
    await tx.insert(payScales).values(DEMO_PAY_SCALES);
    const calendars = buildDemoCalendars(
      pro.professionals,
      people.clients.map((c) => c.id!),
      now,
    );
    await tx.insert(professionalCalendars).values(calendars.calendars);
    await tx.insert(calendarHours).values(calendars.hours);
    if (calendars.daysOff.length > 0) await tx.insert(calendarDaysOff).values(calendars.daysOff);
    if (calendars.bookings.length > 0) await tx.insert(bookings).values(calendars.bookings);
    await tx.insert(dataRightsRequests).values(buildDataRightsRows(now, holidayDays, people.admin.id!));
    const [mpSubscription] = await tx
      .insert(subscriptions)
      .values(buildMercadoPagoSubscription(people.prestador.id, prestadorRow.id!, now))
      .returning({ id: subscriptions.id });
    // Comprobantes "issued in homologación" only while ARCA is not configured (decision 0068).
    if (!config.ARCA) {
      const owner = { ...prestadorRow, accountId: people.prestador.id!, subscriptionId: mpSubscription!.id };
      await tx.insert(invoices).values(buildDemoInvoices(owner, now));
    }
    const loop = solicitudRows.filter((r) => r.professionalId === prestadorRow.id);
    for (const claim of buildGuaranteeClaims(loop, now, holidayDays, people.admin.id!)) {
      const codigo = await nextCaseNumber(tx, guaranteeClaimSeq, guaranteeCode, claim.createdAt!);
      await tx.insert(guaranteeClaims).values({ ...claim, codigo });
    }
    const bells = {
      prestador: people.prestador,
      client: people.clients[0]!,
      clients: people.clients,
      requests: loop,
    };
    await tx.insert(notifications).values(buildDemoNotifications(bells, now));
    const demoWhatsApp = buildDemoWhatsApp(people.prestador, now);
    if (demoWhatsApp.length > 0) await tx.insert(whatsAppNumbers).values(demoWhatsApp);
    const descriptions = sql.join(
      Object.entries(CATEGORY_DESCRIPTIONS).map(([slug, text]) => sql`(${slug}, ${text})`),
      sql`, `,
    );
    await seedDemoBadges(tx, files, {
      professionals: pro.professionals,
      services: pro.services,
      clientIds: people.clients.map((c) => c.id!),
      adminId: people.admin.id!,
      now,
    });
    await tx.execute(sql`update categories set description = v.description
      from (values ${descriptions}) as v(slug, description)
      where categories.slug = v.slug and categories.description is null`);
  });

  return {
    professionals: pro.professionals.length,
    comments: rated.comments.length,
    elapsedMs: performance.now() - started,
  };
}
