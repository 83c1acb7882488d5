import * as msg from '@servihogar/shared/messages';
import { useParams } from 'react-router';
import { ConfirmLinkCard } from '@/components/confirm-link-card.tsx';
import { confirmContactEmail } from '../api/confirm-contact-email.ts';

const c = msg.confirmLinks;

/** /confirmar-email/{token} (anyone, issue 41): the link mailed to a new contact e-mail. */
export function ContactEmailConfirmPage() {
  const { token = '' } = useParams();
  return (
    <ConfirmLinkCard
      title={c.contactTitle}
      intro={c.contactIntro}
      buttonLabel={c.contactButton}
      confirm={async () => {
        const done = await confirmContactEmail(token);
        return { message: done.message, details: [done.email] };
      }}
    />
  );
}
