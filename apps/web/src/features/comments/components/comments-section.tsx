import type { Comment } from '@servihogar/shared/comments';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/spinner.tsx';
import { useAccountInfo } from '@/lib/account-info.ts';
import { hasRole, isSignedIn, useSessionUser } from '@/lib/session.tsx';
import { useMyComment } from '../api/get-my-comment.ts';
import { CommentList } from './comment-list.tsx';

// The form (and its validation library) loads for those who get the box, after the profile shows.
const CommentBox = lazy(() => import('./comment-box.tsx').then((m) => ({ default: m.CommentBox })));

type Props = { professionalId: string; comments: Comment[]; onAdded: () => void };

/**
 * Comments of a profile; signed-in users who are not providers also get the box (product §6). A
 * provider who is also a client may comment, as the server allows.
 */
export function CommentsSection({ professionalId, comments, onAdded }: Props) {
  const user = useSessionUser();
  const providerOnly = hasRole(user, 'Prestador') && !hasRole(user, 'Cliente');
  const canComment = isSignedIn(user) && !providerOnly;
  // One comment per account: whoever already left it sees it instead of a box that would answer 409.
  const mine = useMyComment(professionalId, canComment);
  const own = mine.data?.comment;
  // Unknown (the call failed): offer the box; the server still refuses a second comment.
  const offerBox = canComment && !own && (mine.isSuccess || mine.isError);
  // The profile's own professional replies to its reviews (once each).
  const account = useAccountInfo(hasRole(user, 'Prestador') ? user.email : '');
  const ownProfile = account.data?.professionalId === professionalId;
  return (
    <section
      aria-labelledby="comentarios-titulo"
      className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="comentarios-titulo" className="text-xl font-bold">
        Comentarios ({comments.length})
      </h2>
      <CommentList
        comments={comments}
        onReplied={ownProfile ? onAdded : undefined}
        onHidden={hasRole(user, 'Admin') ? onAdded : undefined}
      />
      {canComment && own && (
        <div className="border-t border-stone-200 pt-5">
          <h3 className="mb-3 text-lg font-semibold">Ya dejaste tu comentario</h3>
          <CommentList comments={[own]} />
        </div>
      )}
      {offerBox && (
        <div className="border-t border-stone-200 pt-5">
          <h3 className="mb-3 text-lg font-semibold">Dejá tu comentario</h3>
          <Suspense fallback={<Spinner label="Cargando el formulario..." />}>
            <CommentBox professionalId={professionalId} onAdded={onAdded} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
