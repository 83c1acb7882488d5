import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach } from 'vitest';

// The first render of a route loads its lazy module: on a busy machine that alone can pass
// the default 1 s of findBy*/waitFor.
configure({ asyncUtilTimeout: 5000 });

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
  localStorage.clear();
  sessionStorage.clear();
});
