import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** A list that failed to load, with a way to ask for it again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-6 text-red-900 ring-1 ring-red-200"
    >
      <p className="font-semibold">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}

export function EmptyNotice({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl bg-white p-8 text-center text-lg text-muted ring-1 ring-stone-200">
      {children}
    </p>
  );
}
