import type { PlanId, SubscriptionType } from '@servihogar/shared/constants';
import type { SubscriptionResponse } from '@servihogar/shared/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OnProgress, uploadWithProgress } from '@/lib/upload.ts';
import { subscriptionKeys } from './keys.ts';

type Variables = {
  proof: File;
  personId: string;
  plan: PlanId;
  type: SubscriptionType;
  onProgress: OnProgress;
};

function subscriptionForm({ proof, personId, plan, type }: Variables): FormData {
  const form = new FormData();
  // Text fields first, so the server knows them before the file streams in.
  form.append('personId', personId);
  form.append('subscriptionPlan', plan);
  form.append('type', type);
  form.append('paymentProof', proof);
  return form;
}

/** `POST /subscriptions` (multipart), with the upload progress. */
export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) =>
      uploadWithProgress<SubscriptionResponse>('/subscriptions', subscriptionForm(variables), {
        method: 'POST',
        onProgress: variables.onProgress,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
