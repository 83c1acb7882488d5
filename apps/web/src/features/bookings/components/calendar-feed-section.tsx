import * as msg from '@servihogar/shared/messages';
import { useId, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { HeadedSection } from '@/components/headed-section.tsx';
import { failureText } from '@/lib/feedback.ts';
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar-feed.ts';

/** "Tu calendario" on both profile pages: the private feed address to copy, and its reset. */
export function CalendarFeedSection() {
  const id = useId();
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [notice, setNotice] = useState<string | null>(null);
  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setNotice(msg.bookings.feedCopied);
  };
  return (
    <HeadedSection
      id="tu-calendario"
      title="Tu calendario"
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
      titleClassName="text-xl font-bold"
    >
      <p className="text-stone-700">
        Suscribite desde Google Calendar, Calendario de Apple u Outlook con esta dirección privada: verás tus
        horarios reservados y los servicios que se repiten. No la compartas.
      </p>
      {feed.isPending && <p className="text-sm text-muted">Cargando…</p>}
      {feed.isError && <FormAlert message="No pudimos cargar la dirección. Intentá de nuevo." />}
      {feed.data && (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-url`} className="font-semibold text-ink">
            Dirección del calendario
          </label>
          <input
            id={`${id}-url`}
            readOnly
            value={feed.data.url}
            onFocus={(e) => e.target.select()}
            className="min-h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-stone-50 px-3 text-sm"
          />
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => copy(feed.data.url)}>Copiar</Button>
            <Button
              variant="secondary"
              disabled={reset.isPending}
              onClick={() => reset.mutate(undefined, { onSuccess: () => setNotice(msg.bookings.feedReset) })}
            >
              Renovar la dirección
            </Button>
          </div>
        </div>
      )}
      {notice && (
        <p role="status" className="text-sm font-medium text-green-900">
          {notice}
        </p>
      )}
      {reset.isError && (
        <FormAlert message={failureText(reset.error, 'No pudimos renovar la dirección', 'server')} />
      )}
    </HeadedSection>
  );
}
