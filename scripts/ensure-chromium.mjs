// Before the e2e suite: find Debian's chromium and chromium-headless-shell, or install what is
// missing where we can, or stop at once saying how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM, HEADLESS_SHELL } from './chromium.mjs';

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

const configured = process.env.CHROMIUM_PATH;
if (configured) {
  if (!existsSync(configured))
    fail(`CHROMIUM_PATH=${configured} no existe. Corregilo o quitalo para usar el Chromium de Debian.`);
  console.log(`Chromium: ${configured} (CHROMIUM_PATH)`);
  process.exit(0);
}

const PACKAGES = { [CHROMIUM]: 'chromium', [HEADLESS_SHELL]: 'chromium-headless-shell' };
const missing = Object.entries(PACKAGES)
  .filter(([path]) => !existsSync(path))
  .map(([, name]) => name);
if (missing.length === 0) {
  console.log(`Chromium: ${CHROMIUM} y ${HEADLESS_SHELL}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  fail(
    `Las pruebas e2e necesitan ${missing.join(' y ')} de Debian.\n` +
      `  Instalalos (Debian/Ubuntu: sudo apt-get install -y ${missing.join(' ')}) o indicá la ruta de un Chromium con CHROMIUM_PATH=/ruta/a/chromium.`,
  );
}
console.log(`Falta ${missing.join(' y ')}: instalando con apt-get…`);
try {
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
} catch {
  fail(`apt-get no pudo instalar ${missing.join(' ')}. Instalalo a mano o indicá la ruta con CHROMIUM_PATH.`);
}
for (const path of Object.keys(PACKAGES))
  if (!existsSync(path)) fail(`apt-get terminó pero ${path} no existe. Indicá la ruta con CHROMIUM_PATH.`);
console.log(`Chromium: ${CHROMIUM} y ${HEADLESS_SHELL} (instalados)`);
