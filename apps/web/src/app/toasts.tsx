import { TOAST } from '@servihogar/shared/constants';
import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';

/** react-hot-toast with the §9 settings; beyond 20 visible toasts the oldest are dismissed. */
export function AppToaster() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest first.
    for (const t of toasts.filter((t) => t.visible).slice(TOAST.maxToasts)) toast.dismiss(t.id);
  }, [toasts]);

  return (
    <Toaster
      position={TOAST.position}
      toastOptions={{
        duration: TOAST.defaultDuration,
        removeDelay: TOAST.removeDelay,
        success: { duration: TOAST.successDuration },
        error: { duration: TOAST.errorDuration },
        loading: { duration: TOAST.loadingDuration },
        style: { fontSize: '1rem', maxWidth: '28rem' },
      }}
    />
  );
}
