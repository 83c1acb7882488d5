import type { AppConfig } from '@servihogar/shared/app-config';
import { GATE_SPINNER_SIZE } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { LogoMark } from '../components/logo.tsx';
import { Spinner } from '../components/spinner.tsx';
import { hasWaitedAtGate, markWaitedAtGate } from '../lib/storage.ts';
import { runSecurityChecks, type Sanitize } from './security-checks.ts';

type GateState = 'checking' | 'passed' | 'blocked';

const unchanged: Sanitize = (value) => value;

// DOMPurify is only needed when there is a query string, so most loads never download it.
async function loadSanitizer(search: string): Promise<Sanitize> {
  if (!search) return unchanged;
  const { default: DOMPurify } = await import('dompurify');
  return (value) => DOMPurify.sanitize(value);
}

function initialState(config: AppConfig): GateState {
  const { origin, search } = window.location;
  // A query string is sanitised first (DOMPurify loads then); a tab's first visit waits the delay.
  if (search || (!hasWaitedAtGate() && config.gateDelayMs > 0)) return 'checking';
  const result = runSecurityChecks({
    origin,
    search,
    allowedOrigins: config.allowedOrigins,
    sanitize: unchanged,
  });
  return result.ok ? 'passed' : 'checking';
}

/** Spec §2/§4: every path renders inside this gate; the wait happens once per tab, the checks on every load. */
export function SecurityGate({ config, children }: { config: AppConfig; children: ReactNode }) {
  const [state, setState] = useState<GateState>(() => initialState(config));
  const reported = useRef(false);

  useEffect(() => {
    if (state !== 'checking') return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pass = () => {
      markWaitedAtGate();
      setState('passed');
    };
    void (async () => {
      const { origin, search } = window.location;
      const sanitize = await loadSanitizer(search);
      const result = runSecurityChecks({ origin, search, allowedOrigins: config.allowedOrigins, sanitize });
      if (cancelled) return;
      if (!result.ok) {
        if (!reported.current) {
          reported.current = true;
          console.error(result.reason);
          window.alert(msg.securityGate.threat);
        }
        setState('blocked');
        return;
      }
      const wait = hasWaitedAtGate() ? 0 : config.gateDelayMs;
      if (wait === 0) pass();
      else timer = setTimeout(pass, wait);
    })();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [config, state]);

  return state === 'passed' ? children : <WaitingScreen />;
}

function WaitingScreen() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-between bg-surface px-6 py-10 text-center">
      <p className="flex items-center gap-2 text-sm font-medium text-muted">
        <LogoMark size={24} />
        <span>
          {msg.securityGate.protectedBy} <strong className="text-ink">ServiHogar Security</strong>
        </span>
      </p>
      <main className="flex flex-col items-center gap-8">
        <Spinner size={GATE_SPINNER_SIZE} label={msg.securityGate.validating} />
        <h1 className="max-w-md text-lg font-semibold text-ink sm:text-xl">{msg.securityGate.validating}</h1>
      </main>
      <footer className="text-sm text-muted">
        © {new Date().getFullYear()} ServiHogar. Todos los derechos reservados.
      </footer>
    </div>
  );
}
