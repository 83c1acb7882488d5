import type { ReactNode } from 'react';

type Props = {
  /** The heading's id, which names the section for screen readers (aria-labelledby). */
  id: string;
  title: ReactNode;
  /** By default its parts in a column. */
  className?: string;
  titleClassName?: string;
  children: ReactNode;
};

/** A section named by its own h2. */
export function HeadedSection({
  id,
  title,
  className = 'flex flex-col gap-3',
  titleClassName = 'text-xl font-bold',
  children,
}: Props) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
