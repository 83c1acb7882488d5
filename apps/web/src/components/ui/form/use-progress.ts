import { useState } from 'react';
import type { OnProgress } from '@/lib/upload.ts';

/** An upload's progress for a `ProgressBar`: null when no upload runs. */
export function useProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  /** Runs an upload from 0 %, and hides the bar when it ends either way. */
  const track = async <T>(upload: (onProgress: OnProgress) => Promise<T>): Promise<T> => {
    setProgress(0);
    try {
      return await upload(setProgress);
    } finally {
      setProgress(null);
    }
  };
  return { progress, track };
}
