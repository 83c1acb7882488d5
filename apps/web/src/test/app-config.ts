import { APP_CONFIG_ELEMENT_ID, type AppConfig } from '@servihogar/shared/app-config';

/**
 * Puts the runtime settings in the page as the server does (index.html's `<script id="app-config">`):
 * call it before anything reads them (the app keeps the first reading).
 */
export function embedAppConfig(settings: Partial<AppConfig> = {}) {
  const config = document.createElement('script');
  config.id = APP_CONFIG_ELEMENT_ID;
  config.type = 'application/json';
  config.textContent = JSON.stringify({
    allowedOrigins: [window.location.origin],
    gateDelayMs: 0,
    maintenance: false,
    bank: { accountType: 'CC', alias: 'servihogar.pagos', accountNumber: '0170099220000067797370' },
    aaipRegistryNumber: '',
    ...settings,
  });
  document.head.append(config);
}
