import * as msg from '@servihogar/shared/messages';
import type { Subscription } from '@servihogar/shared/subscriptions';
import { PrivateFileDialog } from '@/components/private-file-dialog.tsx';
import { useProof } from '../api/get-proof.ts';
import { planName } from '../plans.ts';
import { displayName } from '../subscription-row.ts';

type Props = { subscription: Subscription; onClose: () => void };

/** 'Ver comprobante': the private proof image, fetched with the session and shown from a blob URL. */
export function ProofDialog({ subscription, onClose }: Props) {
  const proof = useProof(subscription.proofUrl);

  return (
    <PrivateFileDialog
      file={proof}
      title={msg.subscription.proofLabel}
      description={`${displayName(subscription)} · ${planName(subscription.subscriptionPlan)}`}
      loading="Cargando comprobante..."
      failed={msg.subscriptionsAdmin.proofLoadFailed}
      alt={`${msg.subscription.proofLabel} de ${displayName(subscription)}`}
      onClose={onClose}
    />
  );
}
