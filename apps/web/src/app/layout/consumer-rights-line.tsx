import * as msg from '@servihogar/shared/messages';
import { Link } from 'react-router';

const LINK = 'inline-flex min-h-6 items-center text-muted underline hover:text-brand-800';

/** The two consumer-protection links (issue 32), reachable without signing in. */
export function RightsLinks({ className }: { className: string }) {
  return (
    <>
      <Link className={className} to="/arrepentimiento?tipo=arrepentimiento">
        {msg.subscriptionRights.withdrawButton}
      </Link>
      <Link className={className} to="/arrepentimiento?tipo=baja">
        {msg.subscriptionRights.cancelButton}
      </Link>
    </>
  );
}

/**
 * Consumer protection (issue 48): the 'Botón de arrepentimiento' and 'Botón de baja' on the first
 * screen of every page, a slim line under the header, reachable without signing in.
 */
export function ConsumerRightsLine() {
  return (
    <nav
      aria-label={msg.pages.consumerRights}
      className="flex flex-wrap justify-end gap-x-4 pt-1 text-xs sm:text-sm"
    >
      <RightsLinks className={LINK} />
    </nav>
  );
}
