import * as msg from '@servihogar/shared/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/notify.ts';
import { isSignedIn, useSessionUser } from '@/lib/session.tsx';
import { setPersist, setUserFlag, takeReturnTo } from '@/lib/storage.ts';
import { setToken } from './auth-store.ts';

/**
 * For the sign-in pages: someone already signed in goes straight to '/'; a sign-in made here
 * stores the token, turns persistence on, greets and goes to '/' after `delay` (product §2/§4), or
 * to the /dash page a signed-out visitor opened before (the user guard remembered it).
 */
export function useCompleteSignIn(delay: number) {
  const navigate = useNavigate();
  const signedIn = isSignedIn(useSessionUser());
  const [signedInHere, setSignedInHere] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (signedIn && !signedInHere) void navigate('/', { replace: true });
  }, [signedIn, signedInHere, navigate]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const complete = useCallback(
    (accessToken: string) => {
      // Set before the token, so the "already signed in" redirect does not skip the greeting delay.
      setSignedInHere(true);
      setPersist(true);
      setUserFlag(true);
      setToken(accessToken);
      notify.success(msg.toast.welcome);
      const to = takeReturnTo() ?? '/';
      timer.current = setTimeout(() => void navigate(to), delay);
    },
    [navigate, delay],
  );

  return { complete, signedInHere };
}
