import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/button.tsx';
import { useProfessional } from '@/features/professionals/api/get-professional.ts';
import { isSignedIn, useSessionUser } from '@/lib/session.tsx';
import type { SignInNeededState } from '../guards/require-user.tsx';
import { professionalIdInPath } from './breadcrumb-items.ts';

/**
 * On '/' after the user guard sent a signed-out visitor away from a /dash link (a profile shared
 * over WhatsApp, say): why, naming the professional (public profile API), with both ways in. The
 * sign-in brings them back to the link's page.
 */
export function SignInNeededNotice() {
  const { pathname, state } = useLocation();
  const user = useSessionUser();
  const from = pathname === '/' ? (state as Partial<SignInNeededState> | null)?.signInFor : undefined;
  const { data: professional } = useProfessional(from ? professionalIdInPath(from) : undefined);
  if (!from || isSignedIn(user)) return null;
  const text = professional
    ? fillMessage(msg.session.signInToSeeProfile, {
        nombre: `${professional.nombre} ${professional.apellido}`,
      })
    : msg.session.signInToSeePage;
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 px-4 py-3 text-ink ring-1 ring-brand-200"
    >
      <p className="min-w-0 flex-1 basis-60 font-medium">{text}</p>
      <div className="flex flex-wrap gap-2">
        <Link to="/login" className={buttonClasses('primary')}>
          {msg.pages.signIn}
        </Link>
        <Link to="/signup" className={buttonClasses('secondary')}>
          {msg.pages.signUp}
        </Link>
      </div>
    </div>
  );
}
