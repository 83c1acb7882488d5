import { verificationTokenSchema } from '@servihogar/shared/auth';
import * as msg from '@servihogar/shared/messages';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Field } from '@/components/field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { FormNotice } from './form-notice.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useApiForm } from './use-api-form.ts';

const FALLBACK = 'No se pudo verificar.';

function TokenForm({ action }: { action: (values: { token: string }) => Promise<unknown> }) {
  const form = useApiForm({
    schema: verificationTokenSchema,
    defaultValues: { token: '' },
    failure: FALLBACK,
  });
  return (
    <form noValidate onSubmit={form.submit(action)}>
      <FormNotice notice={form.notice} />
      <Field label="Token" {...form.field('token')} />
      <SubmitButton busy={form.busy} busyLabel="Verificando...">
        Verificar
      </SubmitButton>
    </form>
  );
}

const pairSchema = z.object({
  monto: z.string().min(1, 'Falta el monto'),
  token: z.string().min(1, 'Falta'),
});

/** 'Monto' comes first on the page but is a controlled input without a registered ref. */
function PairForm({ action }: { action: () => Promise<unknown> }) {
  const form = useApiForm({ schema: pairSchema, defaultValues: { monto: '', token: '' } });
  const error = form.formState.errors.monto?.message;
  return (
    <form noValidate onSubmit={form.submit(action)}>
      <label>
        Monto
        <input
          value={form.watch('monto')}
          aria-invalid={error ? true : undefined}
          onChange={(e) => form.setValue('monto', e.target.value)}
        />
      </label>
      <Field label="Token" {...form.field('token')} />
      <SubmitButton busy={form.busy} busyLabel="Enviando...">
        Enviar
      </SubmitButton>
    </form>
  );
}

async function submitToken(action: (values: { token: string }) => Promise<unknown>, token = 'abc') {
  render(<TokenForm action={action} />);
  if (token) await userEvent.type(screen.getByRole('textbox', { name: 'Token' }), token);
  await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
}

describe('useApiForm', () => {
  it('checks the shared schema before calling', async () => {
    const action = vi.fn(async () => {});
    await submitToken(action, '');
    expect(await screen.findByText(msg.registration.tokenRequired)).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field, in the page order, and says how many need attention', async () => {
    const action = vi.fn(async () => {});
    render(<PairForm action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Monto' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Revisá los 2 campos marcados.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Monto' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Token' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Revisá el campo marcado.');
    expect(action).not.toHaveBeenCalled();
  });

  it('sends the parsed values, with the button disabled and busy meanwhile', async () => {
    let finish = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await submitToken(action, '  abc  ');
    expect(action).toHaveBeenCalledWith({ token: 'abc' });
    expect(screen.getByRole('button', { name: 'Verificando...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Verificar' })).toBeEnabled();
  });

  it("puts the server's field messages under their inputs and its refusal in the alert", async () => {
    const refusal = new ApiError(400, 'VALIDATION', 'Verifica los datos.', { token: 'Token vencido.' });
    await submitToken(async () => Promise.reject(refusal));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verifica los datos.');
    expect(screen.getByRole('textbox', { name: 'Token' })).toHaveAccessibleDescription('Token vencido.');
  });

  it("says the form's own text when the server failed or did not answer", async () => {
    await submitToken(async () => Promise.reject(new ApiError(500, 'INTERNAL', msg.api.internal)));
    expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACK);
  });
});
