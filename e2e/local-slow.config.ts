import config from './playwright.config.ts';

// Local only (not committed): the shared machine starts servers slower than CI's 120 s allow.
const servers = Array.isArray(config.webServer) ? config.webServer : config.webServer ? [config.webServer] : [];
export default { ...config, webServer: servers.map((s) => ({ ...s, timeout: 400_000 })) };
