import { claimRefusal } from '@servihogar/shared/guarantee';
import * as msg from '@servihogar/shared/messages';
import type { MySolicitud } from '@servihogar/shared/solicitudes';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { claimsOf, useMyClaims } from '../api/guarantee.ts';
import { ClaimDialog } from './claim-dialogs.tsx';
import { ClaimSummary } from './claim-summary.tsx';

/**
 * Mis solicitudes (the client): the claims on this solicitud, and "Reclamo de garantía" while the
 * guarantee covers it and no claim on it is open (the server checks the same rules).
 */
export function ClientClaims({ solicitud: s }: { solicitud: MySolicitud }) {
  const mine = useMyClaims();
  const [opening, setOpening] = useState(false);
  const claims = claimsOf(mine.data, s._id);
  const facts = {
    answer: s.answer,
    doneAt: s.doneAt ? new Date(s.doneAt) : null,
    whenDate: s.whenDate,
    start: s.start ? new Date(s.start) : null,
  };
  const canClaim =
    mine.isSuccess &&
    claimRefusal(facts, new Date()) === null &&
    claims.every((c) => c.estado === 'decidido');
  if (claims.length === 0 && !canClaim) return null;
  return (
    <div className="flex flex-col gap-2">
      {claims.map((claim) => (
        <ClaimSummary key={claim.codigo} claim={claim} />
      ))}
      {canClaim && (
        <div>
          <Button variant="secondary" onClick={() => setOpening(true)}>
            {msg.guarantee.open}
          </Button>
        </div>
      )}
      {opening && <ClaimDialog solicitudId={s._id} onClose={() => setOpening(false)} />}
    </div>
  );
}
