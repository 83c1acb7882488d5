import { clsx } from 'clsx';
import { type ReactNode, useEffect, useRef } from 'react';

export type AlertTone = 'error' | 'warning' | 'success';

const TONES: Record<AlertTone, string> = {
  error: 'bg-red-50 text-red-900 ring-red-200',
  warning: 'bg-amber-50 text-amber-950 ring-amber-300',
  success: 'bg-green-50 text-green-900 ring-green-200',
};

type Props = { message: string | null; tone?: AlertTone; children?: ReactNode };

/**
 * A form's message (product §8): announced, and focused whenever it changes so keyboard and
 * screen-reader users land on it; renders nothing without a message.
 */
export function FormAlert({ message, tone = 'error', children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className={clsx('rounded-lg px-4 py-3 font-medium ring-1 outline-none focus:ring-2', TONES[tone])}
    >
      <p>{message}</p>
      {children}
    </div>
  );
}
