import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { QueryError } from '@/components/list-states.tsx';
import { Modal } from '@/components/modal.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { failureText } from '@/lib/feedback.ts';
import { useExerciseRight, useSubscriptionRights } from '../api/subscription-rights.ts';

const t = msg.subscriptionRights;
type Pending = 'baja' | 'arrepentimiento' | null;
type Result = { tone: 'success' | 'error'; message: string };

/**
 * The professional's consumer rights (issue 16, part 4): 'Botón de baja' always visible, and
 * 'Botón de arrepentimiento' within 10 days of an approved payment. Each asks for confirmation.
 */
export function SubscriptionRightsPanel() {
  const rights = useSubscriptionRights();
  const exercise = useExerciseRight();
  const [asking, setAsking] = useState<Pending>(null);
  const [result, setResult] = useState<Result | null>(null);
  const data = rights.data;
  const paidAhead = data?.paidUntil && new Date(data.paidUntil).getTime() > Date.now();

  const confirm = async () => {
    if (!asking || !data) return;
    setResult(null);
    try {
      const res = await exercise.mutateAsync(
        asking === 'baja'
          ? { kind: 'baja' }
          : { kind: 'arrepentimiento', subscriptionId: data.withdrawal!.subscriptionId },
      );
      setResult({ tone: 'success', message: res.message });
    } catch (error) {
      setResult({ tone: 'error', message: failureText(error, msg.api.internal, 'server') });
    } finally {
      setAsking(null);
    }
  };

  return (
    <section
      aria-labelledby="subscription-rights-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="subscription-rights-title" className="text-lg font-bold text-ink">
        {t.title}
      </h2>
      {rights.isPending && <Spinner label="Cargando..." />}
      <QueryError query={rights} />
      <FormAlert message={result?.message ?? null} tone={result?.tone} />
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <p className="text-stone-700">{t.cancelHelp}</p>
          {data?.bajaAt && (
            <p className="font-semibold text-ink">
              {fillMessage(t.cancelledOn, { fecha: formatLongDate(data.bajaAt) })}
            </p>
          )}
          {paidAhead && (
            <p className="text-sm text-muted">
              {fillMessage(t.paidUntil, { fecha: formatLongDate(data!.paidUntil!) })}
            </p>
          )}
          <Button
            variant="secondary"
            className="sm:self-start"
            disabled={!data || data.bajaAt !== null}
            onClick={() => setAsking('baja')}
          >
            {t.cancelButton}
          </Button>
        </div>
        {data?.withdrawal && (
          <div className="flex flex-col gap-2">
            <p className="text-stone-700">{t.withdrawHelp}</p>
            <p className="text-sm text-muted">
              {fillMessage(t.withdrawDeadline, { fecha: formatLongDate(data.withdrawal.deadline) })}
            </p>
            <Button
              variant="secondary"
              className="sm:self-start"
              onClick={() => setAsking('arrepentimiento')}
            >
              {t.withdrawButton}
            </Button>
          </div>
        )}
      </div>
      {asking && (
        <Modal
          onClose={() => setAsking(null)}
          title={asking === 'baja' ? t.cancelButton : t.withdrawButton}
          description={asking === 'baja' ? t.cancelConfirm : t.withdrawConfirm}
        >
          <div className="mt-5 flex flex-wrap gap-3">
            <Button disabled={exercise.isPending} onClick={() => void confirm()}>
              {t.confirm}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              {t.cancel}
            </Button>
          </div>
        </Modal>
      )}
    </section>
  );
}
