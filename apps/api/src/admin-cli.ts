import { z } from 'zod';
import { ConfigError, loadConfig } from './config.ts';
import { type Database, openDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { DatabaseLockedError } from './db/pglite-lock.ts';
import { createOrPromoteAdmin } from './features/users/admin-account.service.ts';

export type AdminCliDeps = {
  env: NodeJS.ProcessEnv;
  print(line: string): void;
  openDatabase?: typeof openDb;
  now?: () => Date;
};

const USAGE = 'Uso: npm run admin -- create <email>';

/** `npm run admin -- create <email>`: returns the exit code. Same configuration as the server. */
export async function runAdminCli(argv: string[], deps: AdminCliDeps): Promise<number> {
  const { print, openDatabase = openDb, now = () => new Date() } = deps;
  const [command, email, ...rest] = argv;
  if (command !== 'create' || !email || rest.length > 0) {
    print(USAGE);
    return 2;
  }
  if (!z.email().safeParse(email).success) {
    print(`Email inválido: ${email}\n${USAGE}`);
    return 2;
  }
  let database: Database | undefined;
  try {
    const config = loadConfig(deps.env);
    database = await openDatabase(config);
    await migrate(database);
    const { status, password } = await createOrPromoteAdmin(database.db, email, now());
    print(
      status === 'created'
        ? `Administrador creado: ${email.toLowerCase()}`
        : `La cuenta ${email.toLowerCase()} ahora es administradora (su contraseña anterior dejó de valer).`,
    );
    print(`Contraseña: ${password}`);
    print('Guardala ahora: no se vuelve a mostrar. Iniciá sesión en /login.');
    return 0;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
      print(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database?.close();
  }
}
