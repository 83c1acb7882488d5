import type { Message } from '@servihogar/shared/conversations';
import * as msg from '@servihogar/shared/messages';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { MessagePhoto } from './message-photo.tsx';
import { messageTime } from './message-time.ts';
import { ReportDialog } from './report-dialog.tsx';

type Props = { message: Message; onReport: (mensajeId: string, reason: string) => Promise<unknown> };

/** One message: who wrote it and when (Tucumán time), its text and photo, and "Denunciar mensaje". */
export function MessageItem({ message: m, onReport }: Props) {
  const [reporting, setReporting] = useState(false);
  const who = m.mine ? msg.conversations.you : m.autor;
  return (
    <li className={clsx('flex max-w-[85%] flex-col gap-1', m.mine ? 'self-end items-end' : 'self-start')}>
      <p className="text-xs text-muted">
        <span className="font-semibold text-ink">{who}</span> ·{' '}
        <time dateTime={m.createdAt}>{messageTime(m.createdAt)}</time>
      </p>
      <div
        className={clsx(
          'flex flex-col gap-2 rounded-2xl px-3 py-2 break-words whitespace-pre-wrap',
          m.mine ? 'bg-brand-700 text-white' : 'bg-stone-100 text-ink',
          m.hidden && 'italic opacity-80',
        )}
      >
        {m.hidden ? msg.conversations.hidden : m.texto && <p>{m.texto}</p>}
        {m.foto && <MessagePhoto path={m.foto} author={who} />}
      </div>
      {!m.mine &&
        !m.hidden &&
        (m.reportedByMe ? (
          <p className="text-xs text-muted">{msg.conversations.reported}</p>
        ) : (
          <Button variant="ghost" className="min-h-9 px-2 py-1 text-sm" onClick={() => setReporting(true)}>
            {msg.conversations.report}
          </Button>
        ))}
      {reporting && (
        <ReportDialog
          quote={m.texto ?? ''}
          onReport={(reason) => onReport(m._id, reason)}
          onClose={() => setReporting(false)}
        />
      )}
    </li>
  );
}
