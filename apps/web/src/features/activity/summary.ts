import type { ActivityWeek } from '@servihogar/shared/activity';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';

const number = new Intl.NumberFormat('es-AR');

function difference(now: number, before: number): string {
  const n = number.format(Math.abs(now - before));
  if (now > before) return fillMessage(msg.activity.more, { n });
  if (now < before) return fillMessage(msg.activity.less, { n });
  return msg.activity.same;
}

/**
 * The current week against the one before, in plain words: "Esta semana 14 personas vieron tu
 * perfil, 3 más que la anterior." and, when there were any, the reveals of the week.
 */
export function weekSummary(weeks: readonly ActivityWeek[]): string[] {
  const current = weeks.at(-1);
  const previous = weeks.at(-2);
  if (!current) return [];
  const lines: string[] = [];
  const vs = difference(current.vistas, previous?.vistas ?? 0);
  if (current.vistas === 0) lines.push(msg.activity.noViewsThisWeek);
  else if (current.vistas === 1) lines.push(fillMessage(msg.activity.oneViewThisWeek, { difference: vs }));
  else
    lines.push(
      fillMessage(msg.activity.viewsThisWeek, {
        count: `${number.format(current.vistas)} personas`,
        difference: vs,
      }),
    );
  if (current.contactos === 1) lines.push(msg.activity.oneRevealThisWeek);
  else if (current.contactos > 1)
    lines.push(
      fillMessage(msg.activity.revealsThisWeek, { count: `${number.format(current.contactos)} personas` }),
    );
  return lines;
}
