import * as msg from '@servihogar/shared/messages';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { buttonClasses } from './button.tsx';

/** A notice that something needs a session, with the ways in (clients and admins, professionals, sign-up). */
export function LoginPrompt({ message, className }: { message: string; className?: string }) {
  return (
    <div
      role="status"
      className={clsx(
        'flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300',
        className,
      )}
    >
      <p className="font-semibold">{message}</p>
      <div className="flex flex-wrap gap-2">
        <Link to="/login" className={buttonClasses('primary')}>
          {msg.pages.signIn}
        </Link>
        <Link to="/signin" className={buttonClasses('secondary')}>
          Ingreso de Prestadores
        </Link>
        <Link to="/signup" className={buttonClasses('ghost')}>
          {msg.pages.signUp}
        </Link>
      </div>
    </div>
  );
}
