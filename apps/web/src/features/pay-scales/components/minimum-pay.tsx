import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import {
  formatPesos,
  MODALITIES,
  type Modality,
  type PayScale,
  REGIME_CATEGORIES,
  REGIME_OF_SERVICE,
  regimeServiceOf,
} from '@servihogar/shared/pay-scales';
import { Link } from 'react-router';
import { HeadedSection } from '@/components/headed-section.tsx';
import { useCurrentPayScales } from '../api/get-current-pay-scales.ts';

/** A day of the table ('2026-01-01') as people read it, whatever the browser's zone. */
export const dayLabel = (day: string) => formatLongDate(`${day}T12:00:00Z`);

/** '$ 3.250,10 la hora · $ 398.722,14 el mes': the amounts a row gives. */
export const amounts = (row: PayScale) =>
  [
    row.hourly !== null && fillMessage(msg.payScales.perHour, { monto: formatPesos(row.hourly) }),
    row.monthly !== null && fillMessage(msg.payScales.perMonth, { monto: formatPesos(row.monthly) }),
  ]
    .filter(Boolean)
    .join(' · ');

type Props = { services: readonly { slug: string }[] };

/**
 * On the profile of a professional whose service the régimen de casas particulares covers (issue
 * 32): the regime's category and today's minimum pay, the service's usual modality first, and how
 * to register the work. Nothing for other trades.
 */
export function MinimumPay({ services }: Props) {
  const slug = regimeServiceOf(services.map((s) => s.slug));
  const query = useCurrentPayScales(slug !== undefined);
  if (!slug) return null;
  const { category, modality } = REGIME_OF_SERVICE[slug]!;
  const order = (m: Modality) => (m === modality ? 0 : 1);
  const rows = (query.data ?? [])
    .filter((row) => row.category === category)
    .sort((a, b) => order(a.modality) - order(b.modality));

  return (
    <HeadedSection
      id="minimum-pay-title"
      title={msg.payScales.sectionTitle}
      className="flex flex-col gap-2 rounded-2xl bg-amber-50/60 p-4 text-sm ring-1 ring-amber-200"
      titleClassName="text-base font-bold text-ink"
    >
      <p className="text-muted">{msg.payScales.law}</p>
      <p>{fillMessage(msg.payScales.regimeCategory, { categoria: REGIME_CATEGORIES[category] })}</p>
      {query.isPending ? (
        <p className="text-muted">Cargando el salario mínimo...</p>
      ) : rows.length === 0 ? (
        <p>{msg.payScales.noScale}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {rows.map((row) => (
            <li key={row.id}>
              <span className="font-semibold">{MODALITIES[row.modality]}:</span> {amounts(row)}{' '}
              <span className="text-muted">
                ({fillMessage(msg.payScales.minimumPay, { fecha: dayLabel(row.validFrom) })})
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/casasParticulares" className="w-fit font-semibold text-brand-800 underline">
        {msg.payScales.howToRegister}
      </Link>
    </HeadedSection>
  );
}
