import * as msg from '@servihogar/shared/messages';
import {
  type AdminProfessional,
  availableActions,
  type ProfessionalAction,
} from '@servihogar/shared/professionals-admin';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { Modal } from '@/components/modal.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useProfessionalAction } from '../api/professional-action.ts';
import { ACTION_LABELS, type StateLabel, stateLabels } from '../state-labels.ts';

const TONES: Record<StateLabel['tone'], string> = {
  ok: 'bg-green-100 text-green-900',
  warn: 'bg-amber-100 text-amber-950',
  bad: 'bg-red-100 text-red-900',
  neutral: 'bg-stone-100 text-ink',
};

type Result = { ok: boolean; message: string };

type Props = { professional: AdminProfessional; onClose: () => void };

/**
 * The per-row 'Controles' modal (product §2/§4): the account's three states and the actions that
 * apply to them; each answer in a success or error dialog (§8), then back to the fresh states.
 */
export function ControlsDialog({ professional: p, onClose }: Props) {
  const act = useProfessionalAction();
  const [result, setResult] = useState<Result | null>(null);
  const name = `${p.nombre} ${p.apellido}`;

  const run = (action: ProfessionalAction) =>
    act.mutate(
      { action, id: p._id },
      {
        onSuccess: (res) => setResult({ ok: true, message: res.message }),
        onError: (error) => {
          // §8: network errors are only logged; the server's refusals get the error dialog.
          if (error instanceof ApiError && typeof error.status === 'number')
            setResult({ ok: false, message: error.message });
          else console.error(`${ACTION_LABELS[action]}: ${name}`, error);
        },
      },
    );

  if (result) {
    return (
      <Modal
        onClose={onClose}
        title={result.ok ? msg.providerAdmin.actionDoneTitle : msg.providerAdmin.actionFailedTitle}
        description={result.message}
      >
        <Button className="mt-6 w-full" onClick={() => setResult(null)}>
          Aceptar
        </Button>
      </Modal>
    );
  }

  return (
    <Modal onClose={onClose} title={`${msg.providerAdmin.controles}: ${name}`}>
      <p className="mt-2 break-all text-muted">{p.email}</p>
      <ul className="mt-4 flex flex-col gap-2" aria-label="Estado de la cuenta">
        {stateLabels(p).map((s) => (
          <li key={s.label} className="flex flex-wrap items-center gap-2">
            <span className={clsx('rounded-full px-3 py-1 text-sm font-semibold', TONES[s.tone])}>
              {s.label}
            </span>
            {s.detail && <span className="text-sm text-muted">{s.detail}</span>}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-2">
        {availableActions(p).map((action) => (
          <Button
            key={action}
            variant={action === 'altaProf' || action === 'habilitarFree' ? 'primary' : 'secondary'}
            disabled={act.isPending}
            onClick={() => run(action)}
          >
            {ACTION_LABELS[action]}
          </Button>
        ))}
      </div>
    </Modal>
  );
}
