// The app's toasts. react-hot-toast (and goober, its CSS-in-JS) is imported with the first toast,
// not with the first page; a toast raised before the toaster (app/toasts.tsx, lazy) mounts waits in
// react-hot-toast's store and shows when it does.
const load = () => import('react-hot-toast').then((m) => m.toast);

export function notify(message: string): void {
  void load().then((toast) => toast(message));
}

notify.success = (message: string): void => void load().then((toast) => toast.success(message));
notify.error = (message: string): void => void load().then((toast) => toast.error(message));
