// Before the e2e suite: find Chromium, or install Debian's where we can, or stop at once saying how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const configured = process.env.CHROMIUM_PATH;

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

if (configured) {
  if (!existsSync(configured))
    fail(`CHROMIUM_PATH=${configured} no existe. Corrígelo o quítalo para usar ${DEBIAN_CHROMIUM}.`);
  console.log(`Chromium: ${configured} (CHROMIUM_PATH)`);
  process.exit(0);
}
if (existsSync(DEBIAN_CHROMIUM)) {
  console.log(`Chromium: ${DEBIAN_CHROMIUM}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  fail(
    `Las pruebas e2e necesitan Chromium y no está en ${DEBIAN_CHROMIUM}.\n` +
      `  Instálalo (Debian/Ubuntu: sudo apt-get install -y chromium) o indica su ruta con CHROMIUM_PATH=/ruta/a/chromium.`,
  );
}
console.log('Chromium no encontrado: instalando el paquete chromium de Debian con apt-get…');
try {
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
} catch {
  fail('apt-get no pudo instalar chromium. Instálalo a mano o indica su ruta con CHROMIUM_PATH.');
}
if (!existsSync(DEBIAN_CHROMIUM))
  fail(`apt-get terminó pero ${DEBIAN_CHROMIUM} no existe. Indica la ruta con CHROMIUM_PATH.`);
console.log(`Chromium: ${DEBIAN_CHROMIUM} (instalado)`);
