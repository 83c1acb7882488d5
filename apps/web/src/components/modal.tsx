import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

type Props = {
  /** Shown unless false (a dialog mounted only while needed leaves it out). */
  open?: boolean;
  /** Escape, the overlay or the '×' button. */
  onClose: () => void;
  title: string;
  description?: string;
  children?: ReactNode;
};

/** An accessible dialog (focus trap, Escape, labelled title) from Radix. */
export function Modal({ open = true, onClose, title, description, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="pr-10 text-xl font-bold text-ink">{title}</Dialog.Title>
          {description && (
            <Dialog.Description className="mt-2 break-words text-muted">{description}</Dialog.Description>
          )}
          {children}
          <Dialog.Close
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-2xl leading-none text-muted hover:bg-stone-100"
            aria-label="Cerrar"
          >
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
