import type { AuditEntry } from '@servihogar/shared/audit';
import * as msg from '@servihogar/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-route.tsx';

const ADMIN = { id: 'a1', nombre: 'Admin', apellido: 'Demo', email: 'admin@servihogar.demo' };

const entry = (i: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: `e${i}`,
  actor: ADMIN,
  action: 'professional.alta',
  targetType: 'professional',
  targetId: 'p1',
  targetLabel: 'Rosa Díaz',
  details: null,
  createdAt: '2026-11-20T15:30:00.000Z',
  ...over,
});

const rows = () => screen.getAllByRole('row').slice(1);

describe('/dash/auditLog', () => {
  it('shows the actions in Spanish with who did them and the details', async () => {
    renderPage('/dash/auditLog', {
      roles: ['Admin'],
      api: {
        '/audit-log': () => ({
          entries: [
            entry(1, {
              action: 'subscription.approve',
              targetType: 'subscription',
              targetLabel: 'Rosa Díaz · Mensual',
              details: {
                from: 'pending',
                to: 'confirmed',
                plan: 'mensual',
                endDate: '2026-12-20T15:30:00.000Z',
              },
            }),
            entry(2, { action: 'user.ban', targetLabel: 'Eva Luna', details: { reason: 'Spam' } }),
            entry(3, { actor: null }),
          ],
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registro de auditoría' }),
    ).toBeInTheDocument();
    await screen.findByText('Eva Luna');
    expect(rows()[0]).toHaveTextContent(msg.subscriptionsAdmin.approve);
    expect(rows()[0]).toHaveTextContent('Admin Demo (admin@servihogar.demo)');
    expect(rows()[0]).toHaveTextContent(
      'Plan Mensual · de pendiente a confirmada · vence el 20 de diciembre de 2026',
    );
    expect(rows()[1]).toHaveTextContent(`${msg.audit.userBan}`);
    expect(rows()[1]).toHaveTextContent('Motivo: Spam');
    expect(rows()[2]).toHaveTextContent(msg.providerAdmin.darDeAlta);
    expect(rows()[2]).toHaveTextContent('Cuenta eliminada');
  });

  it('filters by action and pages through the log, both kept in the URL', async () => {
    const { fetchMock, router } = renderPage('/dash/auditLog', {
      roles: ['Admin'],
      api: {
        '/audit-log': (url) => {
          const offset = Number(url.searchParams.get('offset'));
          const limit = Number(url.searchParams.get('limit'));
          const total = url.searchParams.get('action') ? 1 : 25;
          const count = Math.max(0, Math.min(limit, total - offset));
          return { entries: Array.from({ length: count }, (_, i) => entry(offset + i)) };
        },
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(20));
    const pages = screen.getByRole('navigation', { name: 'Páginas del registro' });
    expect(within(pages).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(within(pages).getByText('Página 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(router.state.location.search).toBe('?pagina=2');

    await userEvent.selectOptions(screen.getByLabelText('Acción'), msg.audit.userBan);
    await waitFor(() => expect(rows()).toHaveLength(1));
    const urls = fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/audit-log'));
    expect(urls).toEqual([
      '/audit-log?limit=20&offset=0',
      '/audit-log?limit=20&offset=20',
      '/audit-log?limit=20&offset=0&action=user.ban',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Páginas del registro' })).not.toBeInTheDocument();
    // A new action goes back to the first page.
    expect(router.state.location.search).toBe('?accion=user.ban');
  });

  it('opens on the action and page the URL names', async () => {
    const { fetchMock } = renderPage('/dash/auditLog?accion=user.ban&pagina=3', {
      roles: ['Admin'],
      api: { '/audit-log': () => ({ entries: [entry(1, { action: 'user.ban' })] }) },
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByLabelText('Acción')).toHaveValue('user.ban');
    const urls = fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/audit-log'));
    expect(urls).toEqual(['/audit-log?limit=20&offset=40&action=user.ban']);
  });
});
