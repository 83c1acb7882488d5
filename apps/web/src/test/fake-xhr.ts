import { vi } from 'vitest';

type Reply = { status: number; body: unknown };

/**
 * A stand-in for XMLHttpRequest (jsdom's would go to the network): each send reports upload
 * progress, then answers with the next queued reply.
 */
export function fakeXhr(replies: Reply[]) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(key: string, value: string) {
      this.request.headers[key.toLowerCase()] = value;
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      const reply = replies.shift() ?? { status: 500, body: {} };
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        setTimeout(() => {
          this.status = reply.status;
          this.responseText = JSON.stringify(reply.body);
          this.onload?.();
          // Long enough for a test to see the progress bar at 50 % on a busy machine.
        }, 200);
      }, 10);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
