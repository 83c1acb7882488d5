import * as msg from '@servihogar/shared/messages';
import { useEffect } from 'react';
import { Button } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { QueryError } from '@/components/list-states.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { failureText } from '@/lib/feedback.ts';
import { useMarkRead, useReportMessage, useSetBlocked } from '../api/conversation-actions.ts';
import { useConversation } from '../api/get-conversation.ts';
import { MessageItem } from './message-item.tsx';
import { SendBox } from './send-box.tsx';

/**
 * A solicitud's conversation: messages newest last (older ones on demand), the send box, and the
 * block. Marks what it shows read whenever a message of the other party is the newest.
 */
export function Conversation({ solicitudId }: { solicitudId: string }) {
  const query = useConversation(solicitudId);
  const markRead = useMarkRead(solicitudId);
  const block = useSetBlocked(solicitudId);
  const report = useReportMessage(solicitudId);
  const pages = query.data?.pages ?? [];
  const latest = pages[0];
  const messages = [...pages].reverse().flatMap((p) => p.mensajes);
  const newest = messages.at(-1);
  const unreadNewest = newest && !newest.mine ? newest._id : null;
  const { mutate: read } = markRead;
  useEffect(() => {
    if (unreadNewest) read();
  }, [unreadNewest, read]);

  if (query.isPending) return <Spinner label="Cargando mensajes..." />;
  if (query.isError) return <QueryError query={query} message={msg.conversations.loadFailed} withDetail />;

  const blocked = latest!.blockedByMe || latest!.blockedByOther;
  return (
    <section
      aria-label={`${msg.conversations.title} con ${latest!.otherName}`}
      className="flex flex-col gap-3"
    >
      {query.hasNextPage && (
        <Button
          variant="ghost"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {msg.conversations.older}
        </Button>
      )}
      {messages.length === 0 ? (
        <p className="rounded-lg bg-stone-50 p-4 text-center text-muted">{msg.conversations.empty}</p>
      ) : (
        <ol
          aria-label={msg.conversations.title}
          className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto rounded-lg bg-white p-2 ring-1 ring-stone-200"
        >
          {messages.map((m) => (
            <MessageItem
              key={m._id}
              message={m}
              onReport={(mensajeId, reason) => report.mutateAsync({ mensajeId, reason })}
            />
          ))}
        </ol>
      )}
      {blocked ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
          {latest!.blockedByMe ? msg.conversations.blockedByMe : msg.conversations.blockedByOther}
        </p>
      ) : (
        <SendBox solicitudId={solicitudId} />
      )}
      <FormAlert message={block.isError ? failureText(block.error, msg.conversations.blockFailed) : null} />
      <Button
        variant="ghost"
        className="self-start text-sm"
        disabled={block.isPending}
        onClick={() => block.mutate(!latest!.blockedByMe)}
      >
        {latest!.blockedByMe ? msg.conversations.unblock : msg.conversations.block}
      </Button>
    </section>
  );
}
