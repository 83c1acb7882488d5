import type { ReactNode } from 'react';
import { Avatar } from './avatar.tsx';

type Props = { photo: string | null; name: string; subtitle?: ReactNode; children?: ReactNode };

/** The top of a profile: the photo, the name, a line about the account, and its actions. */
export function ProfileSummary({ photo, name, subtitle, children }: Props) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar src={photo} name={name} alt={`Foto de ${name}`} className="size-28 text-3xl" />
      <div className="min-w-0 flex-1">
        <p className="text-2xl font-bold break-words text-ink">{name}</p>
        {subtitle && <p className="mt-1 text-muted">{subtitle}</p>}
      </div>
      {children && <div className="flex flex-col gap-2 sm:items-end">{children}</div>}
    </div>
  );
}
