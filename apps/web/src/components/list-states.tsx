import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from './button.tsx';

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

/** A client's list with nothing in it yet (saved professionals, hire requests): the way to the categories. */
export function EmptyClientList({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
      <p className="text-lg text-muted">{text}</p>
      <Link to="/#categorias" className={buttonClasses('primary')}>
        Buscar profesionales
      </Link>
    </div>
  );
}
