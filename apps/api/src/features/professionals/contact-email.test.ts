import { DAY_MS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn } from '../../../test/accounts.ts';
import { NOW } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { mailAppOfSuite } from '../../../test/mail-app.ts';
import { professionalBody, professionalEditBody } from '../../../test/professional-body.ts';
import { linkTokenIn } from '../../../test/smtp-peer.ts';
import { expectError } from '../../../test/validation.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { CONTACT_EMAIL_CONFIRM_PATH } from './contact-email.mails.ts';

const SUBJECT = 'Confirmá tu e-mail de contacto en ServiHogar';

describe("a professional's contact e-mail is used only once the new address confirms it (issue 41)", () => {
  let clock = NOW;
  const { t, smtp } = mailAppOfSuite(() => clock);
  beforeEach(() => {
    clock = NOW;
  });

  async function owner() {
    const account = await createAccount(t().db, { roles: ['Prestador'] });
    const professional = await insertProfessional(t().db, {
      now: NOW,
      accountId: account.id,
      email: account.email,
    });
    return { account, professional, session: await signIn(t().app, account) };
  }
  const edit = (id: string, email: string, session: SignedIn) =>
    t().app.inject({
      method: 'PUT',
      url: `/professionals/edit/${id}`,
      payload: professionalEditBody({ email }),
      headers: session.auth,
    });
  const view = async (id: string, session: SignedIn) =>
    (await t().app.inject({ url: `/professionals/edit/${id}`, headers: session.auth })).json();
  const stored = async (id: string) =>
    (await t().db.select().from(professionals).where(eq(professionals.id, id)))[0]!;
  const confirm = (token: string) =>
    t().app.inject({ method: 'POST', url: '/professionals/contact-email/confirm', payload: { token } });
  const linkTo = async (email: string) =>
    linkTokenIn(await smtp().waitForMail(email, { subject: SUBJECT }), CONTACT_EMAIL_CONFIRM_PATH);

  it('keeps the confirmed address in use until the link sent to the new one is followed', async () => {
    const { account, professional, session } = await owner();
    const res = await edit(professional.id, 'Ajeno@Example.com', session);
    expect(res.statusCode).toBe(200);
    expect(res.json().updatedProfessional).toMatchObject({
      email: account.email,
      pendingEmail: 'ajeno@example.com',
    });
    expect(res.json().message).toBe(msg.confirmLinks.contactPending);
    // Clients, new-request mails and the data export read this column: still the old address.
    expect((await stored(professional.id)).email).toBe(account.email);
    const mail = await smtp().waitForMail('ajeno@example.com', { subject: SUBJECT });
    expect(mail.text).toContain('vence en 24 horas');

    const done = await confirm(linkTokenIn(mail, CONTACT_EMAIL_CONFIRM_PATH));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: msg.confirmLinks.contactConfirmed,
      email: 'ajeno@example.com',
    });
    expect(await stored(professional.id)).toMatchObject({ email: 'ajeno@example.com', pendingEmail: null });
    expect(await view(professional.id, session)).toMatchObject({
      email: 'ajeno@example.com',
      pendingEmail: null,
    });
    expectError(
      await confirm(linkTokenIn(mail, CONTACT_EMAIL_CONFIRM_PATH)),
      400,
      msg.confirmLinks.contactLinkInvalid,
    );
  });

  it('refuses the link after 24 hours; saving the confirmed address again drops the pending one', async () => {
    const { account, professional, session } = await owner();
    await edit(professional.id, 'tarde@example.com', session);
    const token = await linkTo('tarde@example.com');
    clock = new Date(NOW.getTime() + DAY_MS + 1000);
    expectError(await confirm(token), 400, msg.confirmLinks.contactLinkInvalid);
    expect(await stored(professional.id)).toMatchObject({
      email: account.email,
      pendingEmail: 'tarde@example.com',
    });

    clock = NOW; // the session's token is short-lived: back to when it is valid
    await edit(professional.id, 'otra@example.com', session);
    const second = await linkTo('otra@example.com');
    expect(
      (await edit(professional.id, account.email, session)).json().updatedProfessional.pendingEmail,
    ).toBeNull();
    expectError(await confirm(second), 400, msg.confirmLinks.contactLinkInvalid);
    expect((await stored(professional.id)).email).toBe(account.email);
  });

  it("a client who becomes a professional with another contact e-mail keeps the account's until confirmed", async () => {
    const account = await createAccount(t().db, { roles: ['Cliente'] });
    const client = await signIn(t().app, account);
    const res = await t().app.inject({
      method: 'POST',
      url: '/professionals/add',
      payload: { ...professionalEditBody(), email: 'contacto-nuevo@example.com' },
      headers: client.auth,
    });
    expect(res.statusCode).toBe(201);
    const row = await stored(res.json().professionalId);
    expect(row).toMatchObject({ email: account.email, pendingEmail: 'contacto-nuevo@example.com' });
    expect((await confirm(await linkTo('contacto-nuevo@example.com'))).statusCode).toBe(200);
    expect((await stored(row.id)).email).toBe('contacto-nuevo@example.com');
  });

  it('an anonymous registration uses its own verified account address, with nothing pending', async () => {
    const body = professionalBody();
    const res = await t().app.inject({ method: 'POST', url: '/professionals/add', payload: body });
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().professionalId)).toMatchObject({ email: body.email, pendingEmail: null });
  });
});
