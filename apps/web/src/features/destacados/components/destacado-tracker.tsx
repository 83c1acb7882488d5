import {
  DESTACADO_RULE_KEYS,
  destacadoChecks,
  missingTexts,
  ruleTexts,
  standingTexts,
} from '@servihogar/shared/badges';
import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { Link } from 'react-router';
import { QueryError } from '@/components/list-states.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { useMyDestacado } from '../api/destacados.ts';

/**
 * The professional's "Profesional destacado" tracker (issue 45): each rule, where they stood at the
 * last nightly computation, what is missing, and why the badge was lost.
 */
export function DestacadoTracker() {
  const query = useMyDestacado();
  const texts = ruleTexts();
  const data = query.data;
  const standing = data?.standing;
  const checks = standing ? destacadoChecks(standing) : null;
  const missing = standing ? missingTexts(standing) : {};
  const stand = standing ? standingTexts(standing) : null;
  return (
    <section
      aria-labelledby="destacado-tracker"
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="destacado-tracker" className="text-lg font-bold text-ink">
        {msg.badges.featuredBadge}
      </h2>
      {query.isPending && <PageSpinner />}
      <QueryError query={query} />
      {data && (
        <>
          <p className="font-semibold text-ink">
            {data.destacado
              ? msg.badges.trackerHave
              : standing
                ? msg.badges.trackerMissing
                : msg.badges.trackerNotYet}
          </p>
          {data.lost && !data.destacado && (
            <p className="text-sm text-red-900">
              {fillMessage(msg.badges.trackerLost, {
                fecha: formatLongDate(data.lost.at),
                motivos: data.lost.reglas.map((key) => texts[key]).join('; '),
              })}
            </p>
          )}
          {checks && stand && (
            <ul aria-label="Reglas" className="flex flex-col gap-2">
              {DESTACADO_RULE_KEYS.map((key) => (
                <li
                  key={key}
                  aria-label={texts[key]}
                  className="flex flex-col gap-0.5 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
                >
                  <span className="font-semibold break-words text-ink">
                    <span aria-hidden="true">{checks[key] ? '✓ ' : '✗ '}</span>
                    <span className="sr-only">{checks[key] ? 'Cumplida: ' : 'Falta: '}</span>
                    {texts[key]}
                  </span>
                  <span className="text-sm text-stone-700">{stand[key]}</span>
                  {missing[key] && <span className="text-sm font-semibold text-red-900">{missing[key]}</span>}
                </li>
              ))}
            </ul>
          )}
          {data.computedAt && (
            <p className="text-sm text-muted">
              {fillMessage(msg.badges.trackerComputedAt, { fecha: formatLongDate(data.computedAt) })}
            </p>
          )}
          <Link to="/destacados" className="self-start font-semibold text-brand-800 underline">
            {msg.badges.trackerRulesLink}
          </Link>
        </>
      )}
    </section>
  );
}
