import * as msg from '@servihogar/shared/messages';
import { LogoMark } from '@/components/logo.tsx';
import { PageTitle } from '@/components/page-title.tsx';

// A plain link (not the router) so following it reloads and picks up a lifted maintenance mode.
export function MaintenancePage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <LogoMark size={56} />
      <PageTitle text={msg.pages.maintenance} />
      <p className="max-w-md text-muted">
        Estamos realizando tareas de mantenimiento. Volvé a intentarlo en unos minutos.
      </p>
      <a href="/" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        {msg.pages.backHome}
      </a>
    </main>
  );
}
