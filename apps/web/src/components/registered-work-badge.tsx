import * as msg from '@servihogar/shared/messages';

/** 'Trabajo registrado' (issue 32): the professional prefers registered work; nothing otherwise. */
export function RegisteredWorkBadge({ show }: { show: boolean | undefined }) {
  if (!show) return null;
  return (
    <p className="inline-flex w-fit items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
      <svg
        width="14"
        height="14"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        aria-hidden="true"
      >
        <path d="M7 3h8l4 4v14H7z M9 12h8 M9 16h6" />
      </svg>
      {msg.payScales.registeredWork}
    </p>
  );
}
