import * as msg from '@servihogar/shared/messages';
import { Button } from '@/components/button.tsx';

/** Shown when a page fails to render or its code cannot be downloaded (e.g. after a deploy). */
export function RouteErrorPage() {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center"
    >
      <h1 className="text-2xl font-bold">{msg.registration.unexpected}</h1>
      <Button onClick={() => window.location.reload()}>Recargar la página</Button>
      <a href="/" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        {msg.pages.backHome}
      </a>
    </section>
  );
}
