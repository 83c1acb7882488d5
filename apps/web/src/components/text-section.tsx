import type { ReactNode } from 'react';

/** A titled section of a page of text (privacy policy, how to register domestic work). */
export function TextSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-stone-800">{children}</div>
    </section>
  );
}
