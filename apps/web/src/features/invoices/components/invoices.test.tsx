import type { Invoice, InvoicesResponse } from '@servihogar/shared/invoices';
import { FACTURA_C } from '@servihogar/shared/invoices.testing';
import * as msg from '@servihogar/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute, shellApi } from '@/test/render-route.tsx';

const t = msg.invoices;

const INVOICE: Invoice = {
  ...FACTURA_C,
  _id: 'i1',
  receptor: '=HYPERLINK("x")',
  concepto: 'Plan Mensual de ServiHogar, del 20/11/2026 al 19/12/2026',
  pdfUrl: '/invoices/i1/pdf',
};
const PENDING: Invoice = {
  ...INVOICE,
  _id: 'i2',
  estado: 'pendiente',
  numero: null,
  cae: null,
  caeVencimiento: null,
  fecha: null,
  pdfUrl: null,
  mensaje: 'ARCA (FECAESolicitar): HTTP 503',
};

const answer = (body: InvoicesResponse) => ({ '/invoices': () => body });

/** jsdom has no object URLs: the blobs handed to the browser, and the names it saves them as. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:x';
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the admins’ Facturas on Subscripciones', () => {
  const open = (body: InvoicesResponse) => {
    mockApi({
      ...shellApi,
      '/subscriptions': () => ({ subscriptions: [], total: 0, page: 1, pageSize: 50 }),
      ...answer(body),
    });
    renderRoute('/dash/pendingPayments', { roles: ['Admin'] });
  };

  it('without ARCA says "Facturación electrónica no configurada"', async () => {
    open({ configured: false, invoices: [] });
    expect(await screen.findByText(t.notConfigured, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText(t.adminEmpty)).toBeInTheDocument();
  });

  it('shows each state with ARCA’s message, and the month’s CSV has formula-safe cells', async () => {
    const downloads = captureDownloads();
    open({ configured: true, invoices: [INVOICE, PENDING] });
    expect(await screen.findByText(t.estadoPendiente, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('ARCA (FECAESolicitar): HTTP 503')).toBeInTheDocument();
    expect(screen.queryByText(t.notConfigured)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t.downloadCsv }));
    expect(downloads.names[0]).toMatch(/^facturas-\d{4}-\d{2}\.csv$/);
    const csv = await downloads.blobs[0]!.text();
    expect(csv).toContain('"Fecha de comprobante";"Tipo de comprobante"');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    // Only the issued one is in the accountant's file.
    expect(csv.trim().split('\r\n')).toHaveLength(2);
  });
});

describe('a comprobante’s PDF', () => {
  it('is fetched with the session and saved under its type and number', async () => {
    const downloads = captureDownloads();
    mockApi({
      ...shellApi,
      '/subscriptions': () => ({ subscriptions: [], total: 0, page: 1, pageSize: 50 }),
      ...answer({ configured: true, invoices: [INVOICE] }),
      '/invoices/i1/pdf': () => new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' })),
    });
    renderRoute('/dash/pendingPayments', { roles: ['Admin'] });
    const button = await screen.findByRole(
      'button',
      { name: /Descargar PDF: Factura C 00003-00000015/ },
      { timeout: 10_000 },
    );
    expect(screen.getByText('CAE 76123456789012, vence el 30/11/2026')).toBeInTheDocument();
    await userEvent.click(button);
    await waitFor(() => expect(downloads.names).toEqual(['Factura-C-00003-00000015.pdf']));
  });
});
