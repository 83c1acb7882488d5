import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { useParams } from 'react-router';
import { ConfirmLinkCard } from '@/components/confirm-link-card.tsx';
import { confirmRightsRequest } from '../api/rights-requests.ts';

const c = msg.confirmLinks;

/** /confirmar-pedido/{token} (anyone, issue 41): the mailed link of a consumer button pressed without signing in. */
export function RightsConfirmPage() {
  const { token = '' } = useParams();
  return (
    <ConfirmLinkCard
      title={c.rightsTitle}
      intro={c.rightsIntro}
      buttonLabel={c.rightsButton}
      confirm={async () => {
        const done = await confirmRightsRequest(token);
        return { message: done.message, details: [fillMessage(c.rightsCode, { codigo: done.code })] };
      }}
    />
  );
}
