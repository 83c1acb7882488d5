import { Button } from '@/components/button.tsx';
import type { useSolicitudAction } from '../api/solicitud-actions.ts';

/** 'Trabajo realizado' on an accepted request: the client or the professional may say so. */
export function WorkDoneButton({ action }: { action: ReturnType<typeof useSolicitudAction> }) {
  return (
    <Button variant="secondary" disabled={action.isPending} onClick={() => action.mutate({ kind: 'done' })}>
      Trabajo realizado
    </Button>
  );
}
