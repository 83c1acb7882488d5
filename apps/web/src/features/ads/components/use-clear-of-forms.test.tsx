import { act, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useClearOfForms } from './use-clear-of-forms.ts';

function Card() {
  const ref = useRef<HTMLElement>(null);
  const clear = useClearOfForms(ref, true);
  return (
    <aside ref={ref} data-testid="card">
      {clear ? 'visible' : 'oculta'}
    </aside>
  );
}

/** jsdom lays nothing out: the card sits bottom right, and every form fills the screen. */
function layout() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'FORM'
      ? new DOMRect(0, 0, 375, 800)
      : this.dataset.testid === 'card'
        ? new DOMRect(200, 650, 160, 110)
        : new DOMRect(0, 0, 0, 0);
  });
}

describe('useClearOfForms', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stays while no form is under it', async () => {
    layout();
    render(<Card />);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(screen.getByTestId('card')).toHaveTextContent('visible');
  });

  it('goes when a form arrives under it after it appeared (a page whose code came later)', async () => {
    layout();
    render(<Card />);
    expect(screen.getByTestId('card')).toHaveTextContent('visible');
    act(() => {
      document.body.append(document.createElement('form'));
    });
    await waitFor(() => expect(screen.getByTestId('card')).toHaveTextContent('oculta'));
    document.querySelector('form')?.remove();
  });
});
