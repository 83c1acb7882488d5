import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgliteTemplate } from '../../test/pglite-template.ts';
import { invitationMail, recoveryMail, verificationMail } from '../accounts/accounts.mails.ts';
import { openPglite } from '../db/client.ts';
import { mailOutbox } from '../db/tables/mail-outbox.table.ts';
import { createMailer } from './mail.ts';

const URL = 'https://servihogar.test';
const to = { email: 'ana@example.com', nombre: 'Ana <b>' };

describe('mail', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'servihogar-mail-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('writes an .eml file to DATA_DIR/outbox and logs its name when there is no SMTP_URL', async () => {
    const logged: string[] = [];
    const log = {
      info: (_: unknown, line?: string) => void logged.push(line ?? ''),
      warn: (obj: unknown, line?: string) => console.warn(line, obj),
      error: (obj: unknown, line?: string) => console.error(line, obj),
    } as unknown as Parameters<typeof createMailer>[1];
    const database = await openPglite(join(dataDir, 'db'), { loadDataDir: await pgliteTemplate() });
    const mailer = createMailer(
      { DATA_DIR: dataDir, MAIL_FROM: 'ServiHogar <no-reply@servihogar.test>' },
      log,
      database.db,
      { deliver: false },
    );
    await mailer.send(verificationMail(to, 'TOKEN123', URL));
    await mailer.send(recoveryMail(to, '123456', '/login/missPassword', URL));
    await mailer.close();
    // Stored, not yet delivered: a worker delivers them (here one started afterwards).
    expect(await database.db.select().from(mailOutbox)).toHaveLength(2);
    const worker = createMailer(
      { DATA_DIR: dataDir, MAIL_FROM: 'ServiHogar <no-reply@servihogar.test>' },
      log,
      database.db,
      { pollMs: 60_000 },
    );
    await vi.waitFor(async () => expect(await readdir(join(dataDir, 'outbox'))).toHaveLength(2), {
      timeout: 15_000,
    });
    await worker.close();
    await database.close();

    const files = (await readdir(join(dataDir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    expect([...logged].sort()).toEqual(
      files.map((f) => `correo guardado en ${join(dataDir, 'outbox', f)}`).sort(),
    );
    const raw = (await Promise.all(files.map((f) => readFile(join(dataDir, 'outbox', f), 'utf8')))).join(
      '\n',
    );
    expect(raw).toContain('To: ana@example.com');
    expect(raw).toContain('From: ServiHogar <no-reply@servihogar.test>');
    expect(raw).toContain('Content-Type: text/html');
  });

  it('renders every template in the one branded layout, text and HTML, escaping names', () => {
    const mails = [
      verificationMail(to, 'TOKEN123', URL),
      recoveryMail(to, '123456', '/signin/missPasswordPrest', URL),
      invitationMail(to, 'INVITE456', URL),
    ];
    for (const mail of mails) {
      // The brand's logo, name and colours (the web app's), not a generic blue.
      expect(mail.html).toContain(`<img src="${URL}/mail-logo.png"`);
      expect(mail.html).toContain('Servi<span style="color:#c2410c">Hogar</span></td>');
      expect(mail.html).not.toContain('#0d6efd');
      expect(mail.html).toContain('Hola Ana &#60;b&#62;:');
      expect(mail.html).not.toContain('<b>');
      expect(mail.text).toContain('Hola Ana <b>:');
      expect(mail.text).toContain(`ServiHogar · Tucumán, Argentina · ${URL}`);
    }
    expect(mails[0]!.text).toContain('Token de verificación: TOKEN123');
    expect(mails[0]!.text).toContain('24 horas');
    expect(mails[1]!.text).toContain('Código de verificación: 123456');
    expect(mails[1]!.text).toContain(`${URL}/signin/missPasswordPrest`);
    expect(mails[1]!.text).toContain('15 minutos');
    expect(mails[2]!.text).toContain('Token de verificación: INVITE456');
    expect(mails[2]!.text).toContain(`${URL}/signinRedactor`);
  });
});
