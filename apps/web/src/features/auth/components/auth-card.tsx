import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title.tsx';

export type AuthLink = { to: string; label: string };

type Props = { title: string; intro?: string; links?: AuthLink[]; children: ReactNode };

/** The frame of the sign-in, sign-up and recovery screens: a centred card and its links. */
export function AuthCard({ title, intro, links = [], children }: Props) {
  return (
    <section className="mx-auto w-full max-w-md py-4 sm:py-8">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <PageTitle text={title} />
        {intro && <p className="mt-2 text-muted">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {links.length > 0 && <AuthLinks links={links} />}
    </section>
  );
}

export function AuthLinks({ links }: { links: AuthLink[] }) {
  return (
    <ul className="mt-4 flex flex-col items-center gap-1 text-center">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-800 underline hover:text-brand-900"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
