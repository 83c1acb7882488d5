import {
  DESTACADO_RULE_KEYS,
  DESTACADO_RULES,
  type DestacadoRuleKey,
  type DestacadoRulesAnswer,
  type DestacadoTracker,
  ruleTexts,
} from '@servihogar/shared/badges';
import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { professionalStandings } from '../../db/tables/professional-standings.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { AppError } from '../../lib/errors.ts';

/** `GET /destacados/reglas`: the numbers the nightly job uses, and each rule's text. */
export function destacadoRules(): DestacadoRulesAnswer {
  const texts = ruleTexts();
  return { ...DESTACADO_RULES, reglas: DESTACADO_RULE_KEYS.map((key) => ({ key, texto: texts[key] })) };
}

/** `GET /destacados/mine` (Prestador): the badge and where the caller stood at the last computation. */
export async function destacadoTracker(db: Db, accountId: string): Promise<DestacadoTracker> {
  const [row] = await db
    .select({ destacado: professionals.destacado, standing: professionalStandings })
    .from(professionals)
    .leftJoin(professionalStandings, eq(professionalStandings.professionalId, professionals.id))
    .where(eq(professionals.accountId, accountId));
  if (!row) throw new AppError('CONFLICT', msg.subscription.noProfessionalProfile);
  const s = row.standing;
  return {
    destacado: row.destacado,
    standing: s
      ? {
          promedio: s.promedio === null ? null : Math.round(s.promedio * 100) / 100,
          resenas: s.resenas,
          pedidos: s.pedidos,
          respondidos: s.respondidos,
          identidad: s.identidad,
          reclamos: s.reclamos,
          suscripcion: s.suscripcion,
        }
      : null,
    computedAt: s?.computedAt.toISOString() ?? null,
    lost: s?.lostAt ? { at: s.lostAt.toISOString(), reglas: s.lostRules as DestacadoRuleKey[] } : null,
  };
}
