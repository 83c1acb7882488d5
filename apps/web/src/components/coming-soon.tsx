import { PageTitle } from './page-title.tsx';

/** A route whose screen a later issue builds: its real title, and nothing pretended. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl py-8">
      <PageTitle text={title} />
      <p className="mt-4 text-lg text-muted">Esta sección estará disponible próximamente.</p>
    </section>
  );
}
