import * as msg from '@servihogar/shared/messages';

export type GateCheck = { ok: true } | { ok: false; reason: string };
export type Sanitize = (value: string) => string;

export type GateInput = {
  origin: string;
  search: string;
  allowedOrigins: readonly string[];
  sanitize: Sanitize;
};

/** Spec §5: the origin must be allowed, and no query-string value may change under HTML sanitising. */
export function runSecurityChecks({ origin, search, allowedOrigins, sanitize }: GateInput): GateCheck {
  if (!allowedOrigins.includes(origin)) return { ok: false, reason: msg.securityGate.origin };
  for (const [, value] of new URLSearchParams(search)) {
    if (sanitize(value) !== value) return { ok: false, reason: msg.securityGate.xss };
  }
  return { ok: true };
}
