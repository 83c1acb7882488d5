import { createAccount, type SignedIn, signIn } from './accounts.ts';
import { NOW } from './build-test-app.ts';
import { insertProfessional } from './factories.ts';
import { type BackOfficeApp, backOfficeApp } from './mail-app.ts';

/**
 * The request loop's suites (decision 0031): a back-office app whose clock starts at NOW in every
 * test, a new client and listed professional (with its Prestador account) per `parties()`, and
 * their requests through HTTP.
 */
export function requestLoopApp() {
  const ctx: BackOfficeApp = backOfficeApp(NOW);
  let n = 0;

  /** A new client, and a new listed professional (with its Prestador account), both signed in. */
  async function parties(state: 'trial' | 'paid' = 'trial') {
    n += 1;
    const clientAccount = await createAccount(ctx.t.db, {
      roles: ['Cliente'],
      nombre: 'Carla',
      apellido: 'Gómez',
    });
    const proAccount = await createAccount(ctx.t.db, { roles: ['Prestador'] });
    const pro = await insertProfessional(ctx.t.db, {
      now: ctx.clock,
      state,
      nombre: 'Raúl',
      apellido: `Ríos${n}`,
      email: `raul${n}@contacto.test`,
      accountId: proAccount.id,
      services: ['plomero'],
    });
    return {
      pro,
      proEmail: `raul${n}@contacto.test`,
      clientEmail: clientAccount.email,
      client: await signIn(ctx.t.app, clientAccount),
      provider: await signIn(ctx.t.app, proAccount),
      accounts: { client: clientAccount, provider: proAccount },
    };
  }

  const post = (who: SignedIn | null, url: string, payload?: object) =>
    ctx.t.app.inject({ method: 'POST', url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
  const get = (who: SignedIn | null, url: string) =>
    ctx.t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
  const ask = (p: { client: SignedIn; pro: { id: string } }, words: object = {}) =>
    post(p.client, '/solicitudes', { professionalId: p.pro.id, servicio: 'plomero', ...words });
  /** Runs the sweeps and every due job, then waits for their mails to be delivered. */
  const runJobs = async () => {
    await ctx.t.app.jobs.runOnce({ sweep: true });
    await ctx.t.mailer.settled();
  };
  const mailsTo = (email: string, subject: string) =>
    ctx.smtp.all.filter((m) => m.to.includes(email) && m.subject === subject);

  return { ctx, parties, post, get, ask, runJobs, mailsTo };
}
