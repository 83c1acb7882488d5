import * as msg from '@servihogar/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { ApiError } from '@/lib/api-client.ts';

/** What a confirmed link did: the result and, below it, its details. */
export type Confirmed = { message: string; details?: string[] };

type Props = {
  title: string;
  intro: string;
  buttonLabel: string;
  /** Spends the mailed token (a POST): only when the holder presses the button. */
  confirm: () => Promise<Confirmed>;
};

/**
 * The page a mailed confirmation link opens (issue 41). It acts only on the button, never on load:
 * mail scanners that fetch links do not confirm anything. The server's message says when the link
 * expired or was used.
 */
export function ConfirmLinkCard({ title, intro, buttonLabel, confirm }: Props) {
  const action = useMutation({ mutationFn: confirm });
  const error = action.error instanceof ApiError ? action.error.message : action.error && msg.api.internal;
  return (
    <section className="mx-auto w-full max-w-md py-4 sm:py-8">
      <div className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <PageTitle text={title} />
        {action.data ? (
          <>
            <FormAlert message={action.data.message} tone="success" />
            {action.data.details?.map((line) => (
              <p key={line} className="font-semibold">
                {line}
              </p>
            ))}
            <Link to="/" className={buttonClasses('secondary', 'w-full')}>
              Ir al inicio
            </Link>
          </>
        ) : (
          <form
            className="flex flex-col gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              action.mutate();
            }}
          >
            <p className="text-muted">{intro}</p>
            <FormAlert message={error || null} />
            <SubmitButton busy={action.isPending} busyLabel={msg.confirmLinks.confirming} className="w-full">
              {buttonLabel}
            </SubmitButton>
          </form>
        )}
      </div>
    </section>
  );
}
