import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DETAIL } from '@/test/marketplace-api.ts';
import { ShareButton } from './share-button.tsx';

const PATH = `/dash/professionals/ninera/${DETAIL._id}`;
const URL_OF_PROFILE = `${window.location.origin}${PATH}`;
const INTRO = 'María Laura Gómez, Niñera · Plomero en ServiHogar';

function stubShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

describe('ShareButton', () => {
  afterEach(() => {
    stubShare(undefined);
    window.history.replaceState(null, '', '/');
  });

  it('without Web Share, is a WhatsApp link with the name, services and the profile address', () => {
    stubShare(undefined);
    window.history.replaceState(null, '', `${PATH}?from=home`);
    render(<ShareButton professional={DETAIL} />);
    const link = screen.getByRole('link', { name: 'Compartir el perfil de María Laura Gómez' });
    expect(link).toHaveTextContent('Compartir');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const href = link.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(`${INTRO}: ${URL_OF_PROFILE}`);
  });

  it('with Web Share, opens the share sheet with the title, text and address', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    stubShare(share);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    window.history.replaceState(null, '', PATH);
    render(<ShareButton professional={DETAIL} />);
    await userEvent.click(screen.getByRole('button', { name: 'Compartir el perfil de María Laura Gómez' }));
    expect(share).toHaveBeenCalledWith({ title: 'María Laura Gómez', text: INTRO, url: URL_OF_PROFILE });
    expect(open).not.toHaveBeenCalled();
  });

  it('does nothing more when the person closes the share sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('cancelado', 'AbortError');
    });
    stubShare(share);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ShareButton professional={DETAIL} />);
    await userEvent.click(screen.getByRole('button', { name: /Compartir/ }));
    expect(share).toHaveBeenCalledOnce();
    expect(open).not.toHaveBeenCalled();
  });

  it('falls back to WhatsApp when the share sheet fails', async () => {
    stubShare(async () => {
      throw new DOMException('no permitido', 'NotAllowedError');
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    window.history.replaceState(null, '', PATH);
    render(<ShareButton professional={DETAIL} />);
    await userEvent.click(screen.getByRole('button', { name: /Compartir/ }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledOnce());
    const [href, target] = open.mock.calls[0]!;
    expect(decodeURIComponent(String(href).slice('https://wa.me/?text='.length))).toBe(
      `${INTRO}: ${URL_OF_PROFILE}`,
    );
    expect(target).toBe('_blank');
  });
});
