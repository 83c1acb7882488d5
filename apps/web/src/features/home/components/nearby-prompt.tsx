import * as msg from '@servihogar/shared/messages';
import { useId } from 'react';
import { Button } from '@/components/button.tsx';

type Props = { onAccept: () => void; onRefuse: () => void };

/**
 * Asks before the browser does (product §4). A non-modal dialog inside the section: the rest of the
 * home stays usable while the question waits.
 */
export function NearbyPrompt({ onAccept, onRefuse }: Props) {
  const id = useId();
  return (
    <div
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex items-start gap-3">
        <svg
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
          className="mt-0.5 shrink-0 text-brand-700"
        >
          <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </svg>
        <div>
          <h3 id={`${id}-title`} className="font-semibold text-ink">
            Usar tu ubicación
          </h3>
          <p id={`${id}-text`} className="text-stone-700">
            {msg.geolocation.prompt}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-3">
        <Button variant="secondary" onClick={onRefuse}>
          {msg.geolocation.refuse}
        </Button>
        <Button onClick={onAccept}>{msg.geolocation.allow}</Button>
      </div>
    </div>
  );
}
