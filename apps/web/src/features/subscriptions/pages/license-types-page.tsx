import type { Plan } from '@servihogar/shared/constants';
import { subscriptionTypeFor } from '@servihogar/shared/plans';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title.tsx';
import { hasRole, useSessionUser } from '@/lib/session.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { SubscriptionRightsPanel } from '../components/subscription-rights-panel.tsx';
import { type PlanState, plansFor } from '../plans.ts';

const INTRO = {
  professional:
    'Elegí cuánto tiempo querés aparecer en los listados. Pagás por transferencia y un administrador confirma el pago.',
  user: 'Con Premium navegás sin publicidad. Pagás por transferencia y un administrador confirma el pago.',
} as const;

/** /dash/licenseTypes (product §2): the plans of this account's type; choosing one goes to the payment page. */
export function LicenseTypesPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const choose = (plan: Plan) => {
    const state: PlanState = { planId: plan.id };
    void navigate('/dash/licenseSelection', { state });
  };
  return (
    <section className="flex flex-col gap-6">
      <div>
        <PageTitle text="Planes de suscripción" />
        <p className="mt-2 max-w-2xl text-muted">{INTRO[subscriptionTypeFor(user.roles)]}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {plansFor(user.roles).map((plan) => (
          <PlanCard key={plan.id} plan={plan} onChoose={choose} />
        ))}
      </div>
      {/* Consumer rights of online contracts: always on the professional's subscription page. */}
      {hasRole(user, 'Prestador') && <SubscriptionRightsPanel />}
    </section>
  );
}
