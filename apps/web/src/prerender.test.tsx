import * as msg from '@servihogar/shared/messages';
import { describe, expect, it } from 'vitest';
import { renderAnonymousHome } from './prerender.tsx';

describe('renderAnonymousHome', () => {
  const html = renderAnonymousHome();

  it("is the home page inside the app's layout, as a visitor with no session sees it", () => {
    expect(html).toContain('<header');
    expect(html).toContain('Profesionales de confianza para tu hogar');
    expect(html).toContain('¿Qué servicio necesitás?');
    expect(html).toContain(`href="/login" data-discover="true">${msg.pages.signIn}</a>`);
    expect(html).not.toContain(msg.pages.signOut);
  });

  it('holds no spinner and no ad (they depend on the screen and on data the page fetches)', () => {
    expect(html).not.toContain('role="status"');
    expect(html).not.toContain('aria-label="Publicidad"');
  });
});
