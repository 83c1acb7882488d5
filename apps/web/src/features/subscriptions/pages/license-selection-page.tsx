import * as msg from '@servihogar/shared/messages';
import { paysMonthly, subscriptionTypeFor } from '@servihogar/shared/plans';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { PageTitle } from '@/components/page-title.tsx';
import { useAccountInfo } from '@/lib/account-info.ts';
import { getAppConfig } from '@/lib/app-config.ts';
import { useSessionUser } from '@/lib/session.tsx';
import { useCreateSubscription } from '../api/create-subscription.ts';
import { useProfessionalStatus } from '../api/get-professional-status.ts';
import { BankDetails } from '../components/bank-details.tsx';
import { MercadoPagoPayForm } from '../components/mercadopago-pay-form.tsx';
import { MySubscriptions } from '../components/my-subscriptions.tsx';
import { ProofUploadForm } from '../components/proof-upload-form.tsx';
import { durationText, formatPrice, planFromState } from '../plans.ts';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex min-w-0 flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/**
 * /dash/licenseSelection (product §2): the plan chosen on licenseTypes (navigation state; without it,
 * back there), the bank account, the payment-proof upload, and the account's own subscriptions.
 */
export function LicenseSelectionPage() {
  const user = useSessionUser();
  const { state } = useLocation();
  const plan = planFromState(state, user.roles);
  const account = useAccountInfo(user.email);
  const create = useCreateSubscription();
  const status = useProfessionalStatus(user.roles[0] === 'Prestador' ? user.email : '');
  if (!plan) return <Navigate to="/dash/licenseTypes" replace />;

  const personId = account.data?.id;
  const upload = async (proof: File, onProgress: (f: number) => void) => {
    const res = await create.mutateAsync({
      proof,
      personId: personId!,
      plan: plan.id,
      type: subscriptionTypeFor(user.roles),
      onProgress,
    });
    return res.message;
  };

  return (
    <section className="flex flex-col gap-6">
      <PageTitle text="Pago de suscripción" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Plan elegido">
          <p className="flex flex-wrap items-baseline gap-x-3">
            <span className="text-xl font-bold text-ink">{plan.name}</span>
            <span className="text-2xl font-extrabold text-brand-800">{formatPrice(plan.priceArs)}</span>
            <span className="text-muted">{durationText(plan.days)}</span>
          </p>
          <Link
            to="/dash/licenseTypes"
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline self-start"
          >
            {msg.subscription.changePlan}
          </Link>
        </Panel>
        <Panel title="Datos para la transferencia">
          <BankDetails />
        </Panel>
      </div>
      {getAppConfig().mercadoPago && paysMonthly(plan) && (
        <Panel title={msg.mercadoPago.methodMercadoPago}>
          <MercadoPagoPayForm plan={plan} inTrial={status.data?.free === true} />
        </Panel>
      )}
      <Panel title="Comprobante de pago">
        <p className="text-muted">
          Transferí {formatPrice(plan.priceArs)} y subí el comprobante: un administrador lo revisa y confirma
          tu suscripción.
        </p>
        <ProofUploadForm upload={upload} ready={personId !== undefined} />
      </Panel>
      <Panel title={msg.subscription.mineTitle}>
        <MySubscriptions />
      </Panel>
    </section>
  );
}
