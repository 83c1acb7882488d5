import type { Role } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-route.tsx';

// Issue 48, item 3: every form of the kit, sent with fields to fix, moves the focus to the first of
// them and says how many need attention. The forms reached from a page's address; the others are
// tested where they open (work-with-us-page, verification-pages) and in the kit's own test.

const SAYS_HOW_MANY = /^Revisá (el campo marcado|los \d+ campos marcados)\.$/;

type Case = { path: string; roles?: Role[]; submit: string; first: string; says?: string };

const CASES: Case[] = [
  { path: '/login', submit: 'Ingresar', first: 'Email', says: 'Revisá los 2 campos marcados.' },
  { path: '/signinRedactor', submit: 'Ingresar', first: 'Email', says: 'Revisá los 2 campos marcados.' },
  { path: '/login/missPassword', submit: 'Enviar código', first: 'Email', says: msg.form.invalidOne },
  { path: '/signup', submit: 'Registrarse', first: 'Nombre' },
  {
    path: '/pedidosDatos',
    submit: msg.subscriptionRights.publicSubmit,
    first: msg.dataRightsRequests.nameLabel,
  },
  { path: '/arrepentimiento?tipo=baja', submit: msg.subscriptionRights.publicSubmit, first: 'Email' },
  { path: '/dash/redactorsSignUp', roles: ['Admin'], submit: 'Crear redactor', first: 'Nombre' },
];

describe('a form sent with fields to fix says why it did not send', () => {
  for (const { path, roles = [], submit, first, says } of CASES) {
    it(`${path}: focuses '${first}' and says how many fields need attention`, async () => {
      const { fetchMock } = renderPage(path, { roles });
      await userEvent.click(await screen.findByRole('button', { name: submit }));
      await waitFor(() => expect(screen.getByLabelText(first, { exact: true })).toHaveFocus());
      const status = document.getElementById('form-announcer');
      expect(status).toHaveAttribute('aria-live', 'polite');
      expect(status?.textContent?.trim()).toMatch(says ?? SAYS_HOW_MANY);
      const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
      expect(posts).toEqual([]);
    });
  }
});
