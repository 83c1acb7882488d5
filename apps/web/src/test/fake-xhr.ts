import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Reply = { status: number; body: unknown };
type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown };

function installFakeXhr(replies: Reply[], hold: boolean) {
  const sent: Sent[] = [];
  const pending: FakeXhr[] = [];
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
    private reply: Reply = { status: 500, body: {} };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(key: string, value: string) {
      this.request.headers[key.toLowerCase()] = value;
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      this.reply = replies.shift() ?? this.reply;
      if (hold) pending.push(this);
      else
        setTimeout(() => {
          this.progress(50);
          this.answer();
        }, 0);
    }
    progress(loaded: number) {
      this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 });
    }
    answer() {
      this.status = this.reply.status;
      this.responseText = JSON.stringify(this.reply.body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent, pending };
}

/**
 * A stand-in for XMLHttpRequest (jsdom's would go to the network): each send reports 50 % upload
 * progress, then answers with the next queued reply, on the next macrotask.
 */
export function fakeXhr(replies: Reply[]) {
  return installFakeXhr(replies, false).sent;
}

/**
 * Like fakeXhr, but each request waits for the test: `progress(loaded)` reports upload progress
 * (of 100) and `answer()` delivers the next reply, so a test can assert the in-between states
 * without racing a timer.
 */
export function heldXhr(replies: Reply[]) {
  const { sent, pending } = installFakeXhr(replies, true);
  const current = () => {
    const request = pending[0];
    if (!request) throw new Error('no upload is waiting');
    return request;
  };
  return {
    sent,
    progress: (loaded: number) => act(() => current().progress(loaded)),
    answer: () =>
      act(() => {
        current().answer();
        pending.shift();
      }),
  };
}
