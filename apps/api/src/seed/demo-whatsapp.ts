import type { whatsAppNumbers } from '../db/tables/whatsapp.table.ts';

type Row = typeof whatsAppNumbers.$inferInsert;

/**
 * The demo professional's WhatsApp, already confirmed (issue 42, part 5): on a server with the
 * WHATSAPP_* variables (a local stand-in), Mi Perfil shows it confirmed and new requests go out as
 * template messages. Its contact number is one of the 555 fictional lines.
 */
export function buildDemoWhatsApp(
  prestador: { id?: string; numeroContacto?: string | null },
  now: Date,
): Row[] {
  if (!prestador.id || !prestador.numeroContacto) return [];
  return [{ accountId: prestador.id, numero: prestador.numeroContacto, confirmedAt: now, createdAt: now }];
}
