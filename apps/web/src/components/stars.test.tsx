import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars, starsLabel } from './stars.tsx';

describe('Stars', () => {
  it('labels the rating rounded to half a star, with a decimal comma', () => {
    expect(starsLabel(4.3)).toBe('4,5 de 5 estrellas');
    expect(starsLabel(4.2)).toBe('4 de 5 estrellas');
  });

  it('renders an image with that label', () => {
    render(<Stars value={3.74} />);
    expect(screen.getByRole('img', { name: '3,5 de 5 estrellas' })).toBeInTheDocument();
  });
});
