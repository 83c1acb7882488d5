import {
  invoiceParamsSchema,
  invoicesQuerySchema,
  invoicesResponseSchema,
} from '@servihogar/shared/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { sendPrivateFile } from '../../lib/private-file.ts';
import { callerOf } from '../../plugins/auth.ts';
import { invoicePdfOf, listInvoices } from './invoices.read.ts';

const tags = ['invoices'];

/** ARCA's electronic invoices (issue 46, decision 0068): the list and each comprobante's PDF. */
export const invoicesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/invoices',
    {
      schema: {
        summary: 'Electronic invoices (ARCA)',
        tags,
        description:
          "Signed in: whether ARCA is configured and the caller's comprobantes (Facturas and Notas de Crédito), newest first, each with tipo, puntoVenta, numero, cae, caeVencimiento, importe (ARS, two decimals), estado (pendiente, emitida, rechazada) and pdfUrl. Admins: everyone's, `month=YYYY-MM` (Argentina) for one month, with ARCA's message of a rejection or a pending one.",
        querystring: invoicesQuerySchema,
        response: { 200: invoicesResponseSchema },
      },
    },
    (request) => listInvoices(deps, callerOf(request), request.query.month),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      schema: {
        summary: 'A comprobante as PDF',
        tags,
        description:
          "The issued comprobante (application/pdf) with ARCA's legal data and QR: only for its owner and admins; 401 anonymous, 403 anyone else, 404 not issued or unknown (admins).",
        params: invoiceParamsSchema,
      },
    },
    (request, reply) => sendPrivateFile(reply, invoicePdfOf(deps, callerOf(request), request.params.id)),
  );
};
