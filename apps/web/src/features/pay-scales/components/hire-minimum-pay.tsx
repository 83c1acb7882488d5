import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { MODALITIES, REGIME_CATEGORIES, REGIME_OF_SERVICE } from '@servihogar/shared/pay-scales';
import { Link } from 'react-router';
import { useCurrentPayScales } from '../api/get-current-pay-scales.ts';
import { amounts, dayLabel } from './minimum-pay.tsx';

/**
 * In the hire flow (issue 32), for a service the régimen de casas particulares covers: the minimum
 * pay valid today of its category in its usual modality, and that registering the work is
 * obligatory. Nothing for other trades, or while no row is valid.
 */
export function HireMinimumPay({ servicio }: { servicio: string }) {
  const regime = REGIME_OF_SERVICE[servicio];
  const query = useCurrentPayScales(regime !== undefined);
  if (!regime) return null;
  const row = query.data?.find((r) => r.category === regime.category && r.modality === regime.modality);
  if (!row) return null;
  const categoria = `${REGIME_CATEGORIES[row.category].toLowerCase()} (${MODALITIES[row.modality].toLowerCase()})`;
  return (
    <div
      role="note"
      aria-label={msg.payScales.sectionTitle}
      className="flex flex-col gap-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <p>
        {fillMessage(msg.payScales.hireNotice, { categoria, monto: amounts(row) })}{' '}
        {fillMessage(msg.payScales.hireNoticeSince, { fecha: dayLabel(row.validFrom) })}
      </p>
      <Link to="/casasParticulares" className="w-fit font-semibold text-brand-800 underline">
        {msg.payScales.howToRegister}
      </Link>
    </div>
  );
}
