import { type ReactNode, useEffect } from 'react';

/** The page's h1, also reflected in the tab title. */
export function PageTitle({ children, text }: { children?: ReactNode; text: string }) {
  useEffect(() => {
    document.title = `${text} | ServiHogar`;
    return () => {
      document.title = 'ServiHogar';
    };
  }, [text]);
  return <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{children ?? text}</h1>;
}
