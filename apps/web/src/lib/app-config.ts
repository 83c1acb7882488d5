import { APP_CONFIG_ELEMENT_ID, type AppConfig, parseAppConfig } from '@servihogar/shared/app-config';
import { TIMINGS } from '@servihogar/shared/constants';

/** Used when the server did not embed a config (e.g. `vite dev`): only this origin is allowed. */
export function defaultAppConfig(origin: string = window.location.origin): AppConfig {
  return {
    allowedOrigins: [origin],
    gateDelayMs: TIMINGS.securityGateDelay,
    maintenance: false,
    bank: { accountType: 'CC', alias: '', accountNumber: '' },
    aaipRegistryNumber: '',
    mercadoPago: false,
    whatsApp: false,
  };
}

/** Reads the `<script id="app-config" type="application/json">` the server puts in index.html. */
export function readAppConfig(doc: Document = document): AppConfig {
  const text = doc.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent?.trim();
  if (!text) return defaultAppConfig();
  try {
    const parsed = parseAppConfig(JSON.parse(text));
    if (parsed) return parsed;
    console.error('Configuración de la aplicación inválida');
  } catch (error) {
    console.error('Configuración de la aplicación ilegible', error);
  }
  return defaultAppConfig();
}

let cached: AppConfig | undefined;

export function getAppConfig(): AppConfig {
  cached ??= readAppConfig();
  return cached;
}
