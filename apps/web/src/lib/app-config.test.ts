import { TIMINGS } from '@servihogar/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAppConfig } from './app-config.ts';

const valid = {
  allowedOrigins: ['https://servihogar.com.ar'],
  gateDelayMs: 0,
  maintenance: true,
  bank: { accountType: 'CC', alias: 'servi.hogar', accountNumber: '123' },
  aaipRegistryNumber: 'RNBD 123456',
  mercadoPago: true,
  whatsApp: false,
};

function embed(text: string) {
  document.head.innerHTML = `<script id="app-config" type="application/json">${text}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('readAppConfig', () => {
  it('reads the config the server embedded', () => {
    embed(JSON.stringify(valid));
    expect(readAppConfig()).toEqual(valid);
  });

  it('falls back to this origin and the spec delay when there is none (vite dev)', () => {
    const config = readAppConfig();
    expect(config.allowedOrigins).toEqual([window.location.origin]);
    expect(config.gateDelayMs).toBe(TIMINGS.securityGateDelay);
    // Nothing the server would switch on: no maintenance, no payments, no WhatsApp.
    expect([config.maintenance, config.mercadoPago, config.whatsApp]).toEqual([false, false, false]);
  });

  it('logs and falls back when the config is invalid or unreadable', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    embed(JSON.stringify({ ...valid, gateDelayMs: 'x' }));
    expect(readAppConfig().maintenance).toBe(false);
    embed('{not json');
    expect(readAppConfig().maintenance).toBe(false);
    expect(error).toHaveBeenCalledTimes(2);
  });
});
