import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { useEffect, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { failureText } from '@/lib/feedback.ts';
import { getPushKey, usePushSubscriptionCalls } from '../api/push.ts';
import { currentPushState, disablePush, enablePush, type PushState } from './push-browser.ts';

const STATE_TEXT: Record<PushState, string> = {
  on: msg.push.on,
  off: msg.push.off,
  blocked: msg.push.blocked,
  unsupported: msg.push.unsupported,
};

/**
 * "Avisarme en este teléfono" (issue 42, part 4): the browser's permission is asked only when the
 * person clicks; then this device subscribes with the server's key. The state is always shown.
 */
export function PushOptIn() {
  const calls = usePushSubscriptionCalls();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    currentPushState()
      .then((found) => live && setState(found))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const run = async (change: () => Promise<PushState>) => {
    setBusy(true);
    setFailure(null);
    try {
      setState(await change());
    } catch (error) {
      setFailure(failureText(error, msg.push.failed, 'detail'));
    } finally {
      setBusy(false);
    }
  };
  const enable = () => run(async () => enablePush((await getPushKey()).publicKey, calls.save));
  const disable = () => run(() => disablePush(calls.remove));

  return (
    <div className="flex flex-col gap-2">
      <p className="text-stone-700" data-testid="push-state" data-state={state ?? 'loading'}>
        {state ? fillMessage(msg.push.state, { estado: STATE_TEXT[state] }) : '…'}
      </p>
      {state === 'blocked' && <p className="text-sm text-muted">{msg.push.blockedHint}</p>}
      {state === 'off' && (
        <Button className="self-start" disabled={busy} onClick={() => void enable()}>
          {busy ? msg.push.enabling : msg.push.enable}
        </Button>
      )}
      {state === 'on' && (
        <Button variant="secondary" className="self-start" disabled={busy} onClick={() => void disable()}>
          {msg.push.disable}
        </Button>
      )}
      <FormAlert message={failure} />
    </div>
  );
}
