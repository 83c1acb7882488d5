import { DESTACADO_RULES, type DestacadoRuleKey } from '@servihogar/shared/badges';
import { TIME_ZONE } from '@servihogar/shared/calendar';
import { DAY_MS } from '@servihogar/shared/constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listedCondition } from '../../db/listing.ts';

const r = DESTACADO_RULES;

/** `months` calendar months before `now`, as PostgreSQL counts them (the same in the tests). */
const monthsBefore = (now: Date, months: number) =>
  sql`(${now.toISOString()}::timestamptz - make_interval(months => ${months}))`;

export type Flipped = {
  professionalId: string;
  accountId: string | null;
  destacado: boolean;
  lostRules: DestacadoRuleKey[];
};
export type ChunkResult = { last: string | null; counted: number; flipped: Flipped[] };

/**
 * Recomputes the "Profesional destacado" standing of the next `size` professionals after `after`
 * (by id), in one set-based statement (decision 0067): their reviews, requests and claims are
 * aggregated per professional through their indexes, judged by the published rules
 * (DESTACADO_RULES, the same as shared `isDestacado`), upserted into `professional_standings`, and
 * `professionals.destacado` is written only where it changes (the listing triggers then rewrite
 * those professionals' rows). Returns the last id, how many were counted and who won or lost.
 */
export async function recomputeChunk(db: Db, now: Date, after: string, size: number): Promise<ChunkResult> {
  const at = now.toISOString();
  const responseSince = new Date(now.getTime() - r.responseDays * DAY_MS).toISOString();
  const result = await db.execute<{ last: string | null; counted: number; flipped: Flipped[] | null }>(sql`
    with chunk as materialized (
      select id, account_id, identity_verified, destacado as was, (${listedCondition(now)}) as suscripcion
      from professionals where id > ${after}::uuid order by id limit ${size}
    ),
    reviews as (
      select c.professional_id, round(avg(c.calificacion)::numeric, 2) as promedio, count(*)::int as resenas
      from chunk join comments c on c.professional_id = chunk.id
      join solicitudes s on s.id = c.solicitud_id and s.answer = 'acepto'
      where c.created_at > ${monthsBefore(now, r.reviewMonths)} and c.hidden_reason is null
      group by c.professional_id
    ),
    requests as (
      select s.professional_id, count(*)::int as pedidos,
        count(*) filter (where s.answered_at <= s.created_at + make_interval(hours => ${r.responseHours}))::int
          as respondidos
      from chunk join solicitudes s on s.professional_id = chunk.id
      where s.created_at > ${responseSince}::timestamptz and s.created_at <= ${at}::timestamptz
        and not exists (select 1 from calendar_days_off d where d.professional_id = s.professional_id
          and (s.created_at at time zone ${TIME_ZONE})::date between d.first_day and d.last_day)
      group by s.professional_id
    ),
    claims as (
      select g.professional_id, count(*)::int as reclamos
      from chunk join guarantee_claims g on g.professional_id = chunk.id
      where g.decision = 'cliente' and g.decidido_at > ${monthsBefore(now, r.claimMonths)}
      group by g.professional_id
    ),
    measured as (
      select chunk.id, chunk.account_id, chunk.was, q.promedio::real as promedio,
        coalesce(q.resenas, 0) as resenas, coalesce(p.pedidos, 0) as pedidos,
        coalesce(p.respondidos, 0) as respondidos, chunk.identity_verified as identidad,
        coalesce(g.reclamos, 0) as reclamos, chunk.suscripcion
      from chunk
      left join reviews q on q.professional_id = chunk.id
      left join requests p on p.professional_id = chunk.id
      left join claims g on g.professional_id = chunk.id
    ),
    checked as (
      select measured.*,
        array_remove(array[
          case when not (resenas >= ${r.minReviews} and promedio >= ${r.minAverage}) or promedio is null
            then 'calificacion' end,
          case when not (pedidos > 0 and respondidos * 100 >= ${r.minResponsePercent} * pedidos)
            then 'respuesta' end,
          case when not identidad then 'identidad' end,
          case when reclamos > 0 then 'reclamos' end,
          case when not suscripcion then 'suscripcion' end
        ], null) as failed
      from measured
    ),
    judged as (select checked.*, cardinality(failed) = 0 as destacado from checked),
    saved as (
      insert into professional_standings as o (professional_id, promedio, resenas, pedidos, respondidos,
        identidad, reclamos, suscripcion, destacado, computed_at, lost_at, lost_rules)
      select id, promedio, resenas, pedidos, respondidos, identidad, reclamos, suscripcion, destacado,
        ${at}::timestamptz, case when was and not destacado then ${at}::timestamptz end,
        case when was and not destacado then failed else '{}'::text[] end
      from judged
      on conflict (professional_id) do update set promedio = excluded.promedio, resenas = excluded.resenas,
        pedidos = excluded.pedidos, respondidos = excluded.respondidos, identidad = excluded.identidad,
        reclamos = excluded.reclamos, suscripcion = excluded.suscripcion, destacado = excluded.destacado,
        computed_at = excluded.computed_at,
        lost_at = coalesce(excluded.lost_at, o.lost_at),
        lost_rules = case when excluded.lost_at is not null then excluded.lost_rules else o.lost_rules end
      returning 1
    ),
    flipped as (
      update professionals set destacado = judged.destacado from judged
      where professionals.id = judged.id and professionals.destacado <> judged.destacado
      returning judged.id, judged.account_id, judged.destacado, judged.failed
    )
    select (select id from chunk order by id desc limit 1) as last,
      (select count(*)::int from saved) as counted,
      (select json_agg(json_build_object('professionalId', id, 'accountId', account_id,
        'destacado', destacado, 'lostRules', failed)) from flipped) as flipped`);
  const row = result.rows[0]!;
  return { last: row.last, counted: row.counted, flipped: row.flipped ?? [] };
}
