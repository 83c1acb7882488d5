import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { useLocation } from 'react-router';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { useProfessional } from '@/features/professionals/api/get-professional.ts';
import { isSignedIn, useSessionUser } from '@/lib/session.tsx';
import type { SignInNeededState } from '../guards/require-user.tsx';
import { professionalIdInPath } from './breadcrumb-items.ts';
import { servedProfileName } from './served-profile-name.ts';

/**
 * On '/' after the user guard sent a signed-out visitor away from a /dash link (a profile shared
 * over WhatsApp, say): why, naming the professional (from the served page's tags at once, else the
 * public profile API), with the ways in. The sign-in brings them back to the link's page.
 */
export function SignInNeededNotice() {
  const { pathname, state } = useLocation();
  const user = useSessionUser();
  const from = pathname === '/' ? (state as Partial<SignInNeededState> | null)?.signInFor : undefined;
  const { data: professional } = useProfessional(from ? professionalIdInPath(from) : undefined);
  if (!from || isSignedIn(user)) return null;
  const nombre = professional ? `${professional.nombre} ${professional.apellido}` : servedProfileName(from);
  const text = nombre ? fillMessage(msg.session.signInToSeeProfile, { nombre }) : msg.session.signInToSeePage;
  return <LoginPrompt message={text} className="mb-4" />;
}
