import { useSyncExternalStore } from 'react';

// The app's toasts. react-hot-toast (and goober, its CSS-in-JS) downloads with the first toast, not
// with the first page (issue 30); the toaster (app/toasts.tsx) mounts only once a toast was asked
// for, and a toast raised before it mounts waits in react-hot-toast's store and shows when it does.
let wanted = false;
const listeners = new Set<() => void>();

const load = () => {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return import('react-hot-toast').then((m) => m.toast);
};

/** True once the first toast was asked for: the toaster mounts from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

export function notify(message: string): void {
  void load().then((toast) => toast(message));
}

notify.success = (message: string): void => void load().then((toast) => toast.success(message));
notify.error = (message: string): void => void load().then((toast) => toast.error(message));
