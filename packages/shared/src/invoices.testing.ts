// An issued Factura C, number 00003-00000015: the invoices' rules' tests and the web's invoice lists'.
import type { Invoice } from './invoices.ts';

export const FACTURA_C: Invoice = {
  _id: 'x',
  tipo: 11,
  tipoNombre: 'Factura C',
  puntoVenta: 3,
  numero: 15,
  cae: '76123456789012',
  caeVencimiento: '2026-11-30',
  fecha: '2026-11-20',
  importe: '15000.00',
  estado: 'emitida',
  mensaje: null,
  receptor: 'Ana Pérez',
  docTipo: 96,
  docNro: '30111222',
  concepto: 'Plan Mensual',
  asociado: null,
  pdfUrl: '/invoices/x/pdf',
  createdAt: '2026-11-20T12:00:00.000Z',
};
