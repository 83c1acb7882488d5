import type { Plan } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { type MercadoPagoCreate, mercadoPagoCreateSchema } from '@servihogar/shared/subscriptions';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { useStartMercadoPago } from '../api/start-mercadopago.ts';

type Props = {
  plan: Plan;
  /** Still in the free trial: the first charge waits for its end. */
  inTrial: boolean;
  /** Where the browser goes: Mercado Pago's checkout (replaced in tests). */
  go?: (url: string) => void;
};

/** 'Pagar con Mercado Pago' (decision 0038): creates the preapproval and sends the payer to Mercado Pago. */
export function MercadoPagoPayForm({ plan, inTrial, go = (url) => window.location.assign(url) }: Props) {
  const start = useStartMercadoPago();
  const form = useApiForm<MercadoPagoCreate, MercadoPagoCreate>({
    schema: mercadoPagoCreateSchema,
    defaultValues: { subscriptionPlan: plan.id },
    failure: msg.mercadoPago.startFailed,
    voice: 'server',
  });
  const submit = form.submit(async (values) => {
    const { initPoint } = await start.mutateAsync(values);
    go(initPoint);
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <p className="text-muted">{msg.mercadoPago.payHint}</p>
      {inTrial && <p className="text-muted">{msg.mercadoPago.trialHint}</p>}
      <FormNotice notice={form.notice} />
      <SubmitButton
        busy={form.busy || start.isSuccess}
        busyLabel={msg.mercadoPago.paying}
        className="self-start"
      >
        {msg.mercadoPago.pay}
      </SubmitButton>
    </form>
  );
}
