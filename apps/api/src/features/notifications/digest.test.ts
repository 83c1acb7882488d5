import { describe, expect, it } from 'vitest';
import { type DigestRow, digestMail, groupDigest } from './digest.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute));
const row = (
  id: string,
  solicitudId: string | null,
  minute: number,
  title = `De ${solicitudId}`,
): DigestRow => ({
  id,
  title,
  path: `/dash/misSolicitudes?pedido=${solicitudId ?? id}`,
  solicitudId,
  createdAt: at(minute),
});

describe('groupDigest', () => {
  it('makes one line per conversation, counting its messages, the latest conversation first', () => {
    const lines = groupDigest([
      row('1', 'a', 0),
      row('2', 'b', 1),
      row('3', 'a', 5, 'Último de a'),
      row('4', 'b', 2),
      row('5', 'b', 3),
    ]);
    expect(lines).toEqual([
      { title: 'Último de a', path: '/dash/misSolicitudes?pedido=a', count: 2, latest: at(5) },
      { title: 'De b', path: '/dash/misSolicitudes?pedido=b', count: 3, latest: at(3) },
    ]);
  });

  it('keeps a row without a solicitud apart, grouped by its page', () => {
    expect(groupDigest([row('x', null, 0), row('y', null, 1)]).map((l) => l.count)).toEqual([1, 1]);
    expect(groupDigest([])).toEqual([]);
  });
});

describe('digestMail', () => {
  it('counts every message once and links each conversation', () => {
    const mail = digestMail(
      { email: 'ana@example.com', nombre: 'Ana' },
      groupDigest([row('1', 'a', 0), row('2', 'a', 1), row('3', 'b', 2)]),
      'https://servihogar.test',
    );
    expect(mail.text).toContain('Tenés 3 mensajes sin leer:');
    expect(mail.text).toContain('De b: https://servihogar.test/dash/misSolicitudes?pedido=b');
    expect(mail.text).toContain('De a (2): https://servihogar.test/dash/misSolicitudes?pedido=a');
  });
});
