import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';
import { setToken } from './src/features/auth/auth-store.ts';

// findBy*/waitFor resolve as soon as the state they wait for shows; the limit only matters when it
// never does. It is generous because a saturated CI machine can take seconds for a lazy route or a
// spec timing (the 1–3 s redirects) to play out (issue 17).
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks the layout APIs Embla and responsive code call.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom does not scroll; the router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;

afterEach(() => {
  cleanup();
  // The toast store is global: a toast must not leak into the next test.
  toast.remove();
  // So is the forms' one live region (components/ui/form/invalid-fields.ts), kept in <body>.
  document.getElementById('form-announcer')?.remove();
  // Signed out and the real fetch back for the next test (renderRoute and mockApi set both).
  setToken(null);
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
