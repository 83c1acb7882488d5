import { RESULTS_COUNT_MAX } from '@servihogar/shared/finding';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { Button } from '@/components/button.tsx';

type Props = {
  ciudad: string;
  /** Whether the localities around the city are shown too. */
  cercanas: boolean;
  /** How many more match around the city (the API's `enLocalidadesCercanas`). */
  around: number | undefined;
  onWiden: (cercanas: boolean) => void;
};

/**
 * What a chosen (or preset) city does to the list, and one tap to widen it (issue 44 item 2,
 * decision 0065): "Mostrando San Miguel de Tucumán · 3 más en localidades cercanas".
 */
export function CityScope({ ciudad, cercanas, around, onWiden }: Props) {
  if (!cercanas && !around) return null;
  const n =
    around !== undefined && around > RESULTS_COUNT_MAX ? `más de ${RESULTS_COUNT_MAX}` : String(around);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-brand-50 px-4 py-3 ring-1 ring-brand-200">
      <p className="text-ink">
        {fillMessage(cercanas ? msg.finding.showingCityAndNearby : msg.finding.showingCity, { ciudad, n })}
      </p>
      <Button variant={cercanas ? 'ghost' : 'secondary'} onClick={() => onWiden(!cercanas)}>
        {cercanas ? fillMessage(msg.finding.onlyCity, { ciudad }) : msg.finding.widenNearby}
      </Button>
    </div>
  );
}
