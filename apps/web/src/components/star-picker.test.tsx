import * as msg from '@servihogar/shared/messages';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CommentForm } from './comment-form.tsx';

function renderForm(onSubmit = vi.fn(async () => {})) {
  render(<CommentForm commentLabel="Tu comentario" submitLabel="Enviar" onSubmit={onSubmit} />);
  return onSubmit;
}

describe('CommentForm and its star picker', () => {
  it('is a labelled radio group the keyboard can use', async () => {
    const onSubmit = renderForm();
    const group = screen.getByRole('group', { name: 'Tu calificación' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);

    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1 estrella' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 estrellas' })).toBeChecked();

    await userEvent.type(screen.getByRole('textbox', { name: 'Tu comentario' }), 'Muy bien');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledWith({ descripcion: 'Muy bien', calificacionComentario: 4 });
  });

  it('asks for stars when none is chosen, and for the comment', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(msg.rating.starsRequired)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tu calificación' })).toHaveAccessibleDescription(
      msg.rating.starsRequired,
    );
    expect(screen.getByText(msg.rating.commentRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stops the comment at 180 characters and counts them', async () => {
    renderForm();
    const box = screen.getByRole('textbox', { name: 'Tu comentario' });
    expect(box).toHaveAttribute('maxLength', '180');
    await userEvent.type(box, 'Hola');
    expect(box).toHaveAccessibleDescription('4/180 caracteres');
  });

  it("shows the server's message when sending fails", async () => {
    const { ApiError } = await import('../lib/api-client.ts');
    renderForm(
      vi.fn(async () => {
        throw new ApiError(409, 'CONFLICT', msg.rating.alreadyCommented);
      }),
    );
    await userEvent.click(screen.getByRole('radio', { name: '5 estrellas' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tu comentario' }), 'Otra vez');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(msg.rating.alreadyCommented));
  });
});
