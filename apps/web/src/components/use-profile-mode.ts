import { useState } from 'react';
import type { AlertTone } from './form-alert.tsx';

/** Spec §4 'Profile': view, edit, then saved or cancelled; plus the photo edit mode. */
export type ProfileMode = 'view' | 'edit' | 'photo';
export type ProfileNotice = { tone: AlertTone; text: string };

export const CANCELLED_TEXT = 'Edición cancelada: no se guardaron cambios.';

export function useProfileMode() {
  const [mode, setMode] = useState<ProfileMode>('view');
  const [notice, setNotice] = useState<ProfileNotice | null>(null);
  const open = (next: ProfileMode) => {
    setNotice(null);
    setMode(next);
  };
  return {
    mode,
    notice,
    edit: () => open('edit'),
    editPhoto: () => open('photo'),
    saved: (text: string) => {
      setMode('view');
      setNotice({ tone: 'success', text });
    },
    cancelled: () => {
      setMode('view');
      setNotice({ tone: 'warning', text: CANCELLED_TEXT });
    },
  };
}
