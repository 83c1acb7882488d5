import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneField } from './phone-field.tsx';

function Controlled() {
  const [value, setValue] = useState('');
  return <PhoneField value={value} onChange={(e) => setValue(e.target.value)} />;
}

describe('PhoneField (issue 29)', () => {
  it('takes digits only, typed or pasted', async () => {
    render(<Controlled />);
    const field = screen.getByLabelText(/Celular/);
    await userEvent.type(field, '38a1b5');
    expect(field).toHaveValue('3815');
    await userEvent.paste('55-12 34x');
    expect(field).toHaveValue('3815551234');
  });

  it('works uncontrolled too (a form library reading the input)', async () => {
    render(<PhoneField defaultValue="" />);
    const field = screen.getByLabelText(/Celular/);
    await userEvent.type(field, 'tel 381');
    expect(field).toHaveValue('381');
  });
});
