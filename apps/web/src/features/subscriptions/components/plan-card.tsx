import type { Plan } from '@servihogar/shared/constants';
import { Button } from '@/components/button.tsx';
import { durationText, formatPrice } from '../plans.ts';

type Props = { plan: Plan; onChoose: (plan: Plan) => void };

export function PlanCard({ plan, onChoose }: Props) {
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {plan.name}
      </h2>
      <p className="flex flex-col">
        <span className="text-3xl font-extrabold tracking-tight text-brand-800">
          {formatPrice(plan.priceArs)}
        </span>
        <span className="text-muted">{durationText(plan.days)}</span>
      </p>
      <Button
        className="mt-auto w-full"
        aria-label={`Elegir plan ${plan.name}`}
        onClick={() => onChoose(plan)}
      >
        Elegir
      </Button>
    </article>
  );
}
