import * as msg from '@servihogar/shared/messages';
import { useParams } from 'react-router';
import { ConfirmLinkCard } from '@/components/confirm-link-card.tsx';
import { confirmContactEmail } from '../api/confirm-contact-email.ts';

const f = msg.professionalForm;

/** /confirmar-email-contacto/{token} (anyone, issue 41): the link mailed to a new contact e-mail. */
export function ContactEmailConfirmPage() {
  const { token = '' } = useParams();
  return (
    <ConfirmLinkCard
      title={f.contactEmailConfirmTitle}
      intro={f.contactEmailConfirmIntro}
      buttonLabel={f.contactEmailConfirmButton}
      confirm={async () => {
        const done = await confirmContactEmail(token);
        return { message: done.message, details: [done.email] };
      }}
    />
  );
}
