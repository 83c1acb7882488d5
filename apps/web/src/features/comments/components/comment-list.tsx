import type { Comment } from '@servihogar/shared/comments';
import * as msg from '@servihogar/shared/messages';
import { Avatar } from '@/components/avatar.tsx';
import { Stars } from '@/components/stars.tsx';

/** Spec §2: photo, name, stars and text of each comment, or 'Ningún comentario todavía...'. */
export function CommentList({ comments }: { comments: Comment[] }) {
  if (comments.length === 0) return <p className="text-muted">{msg.pages.noComments}</p>;
  return (
    <ul className="flex flex-col divide-y divide-stone-200">
      {comments.map((c) => (
        <li key={c._id} className="flex gap-3 py-4 first:pt-0 last:pb-0">
          <Avatar src={c.foto} name={c.nombrePersona} className="size-11 text-sm" />
          <div className="flex min-w-0 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <p className="font-semibold text-ink">{c.nombrePersona}</p>
              <Stars value={c.calificacionComentario} size={16} />
            </div>
            <p className="break-words whitespace-pre-line text-stone-700">{c.descripcion}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
