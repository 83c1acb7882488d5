import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { AppRoutes, preloadPage } from './app/router.tsx';
import { SecurityGate } from './app/security-gate.tsx';
import { getToken, setToken } from './features/auth/auth-store.ts';
import { mayRestoreSession } from './features/auth/use-persist-login.ts';
import { connectTokenStore } from './lib/api-client.ts';
import { getAppConfig } from './lib/app-config.ts';
import './index.css';

const config = getAppConfig();
connectTokenStore({ get: getToken, set: setToken });
const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

const app = (
  <StrictMode>
    <SecurityGate config={config}>
      <AppProviders client={queryClient}>
        {/* No transition: while a page's code downloads its spinner shows at once (slow phones). */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes maintenance={config.maintenance} />
        </BrowserRouter>
      </AppProviders>
    </SecurityGate>
  </StrictMode>
);

// A transition: React renders in short slices, so a slow phone stays responsive meanwhile.
const render = () => startTransition(() => createRoot(root).render(app));

// The server sends the home page an anonymous visitor sees already rendered in #root (for '/', and
// for /dash paths, whose guard would send them to '/'): the address says so at once, and the
// browser paints that page before React replaces it with the same markup.
if (root.hasChildNodes()) {
  if (window.location.pathname !== '/') window.history.replaceState(null, '', '/');
  requestAnimationFrame(() => requestAnimationFrame(render));
} else {
  // A signed-in visitor's page: its code downloads beside the session restore it would wait for.
  // (An anonymous visitor of a /dash path is sent to '/': nothing to preload.)
  if (!config.maintenance && mayRestoreSession()) preloadPage(window.location.pathname);
  render();
}
