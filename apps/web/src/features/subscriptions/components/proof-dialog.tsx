import { msg } from '@servihogar/shared/messages';
import type { Subscription } from '@servihogar/shared/subscriptions';
import { useEffect, useState } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useProof } from '../api/get-proof.ts';
import { displayName } from '../filter-subscriptions.ts';
import { planName } from '../plans.ts';

function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

type Props = { subscription: Subscription; onClose: () => void };

/** 'Ver comprobante': the private proof image, fetched with the session and shown from a blob URL. */
export function ProofDialog({ subscription, onClose }: Props) {
  const proof = useProof(subscription.proofUrl);
  const url = useObjectUrl(proof.data);
  const who = `${displayName(subscription)} · ${planName(subscription.subscriptionPlan)}`;
  useEffect(() => {
    if (proof.isError) console.error(msg.subscriptionsAdmin.proofLoadFailed, proof.error);
  }, [proof.isError, proof.error]);

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={msg.subscription.proofLabel}
      description={who}
    >
      <div className="mt-4 flex min-h-40 items-center justify-center">
        {proof.isPending && <Spinner label="Cargando comprobante..." />}
        {proof.isError && (
          <p role="alert" className="text-red-900">
            {msg.subscriptionsAdmin.proofLoadFailed}
          </p>
        )}
        {url && (
          <img
            src={url}
            alt={`${msg.subscription.proofLabel} de ${displayName(subscription)}`}
            className="max-h-[65vh] w-auto max-w-full rounded-lg object-contain ring-1 ring-stone-200"
          />
        )}
      </div>
    </Modal>
  );
}
