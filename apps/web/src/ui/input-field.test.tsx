import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PasswordField, TextField } from './input-field';
import { renderTranslated } from '../test/render-translated';

const REQUIRED = 'Enter your e-mail address.';

/** The reset wizard's shape: an e-mail address, then a password and its confirmation. */
function AccountForm() {
  const [visible, setVisible] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string; password: string; confirm: string }>({
    defaultValues: { email: '', password: '', confirm: '' },
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <TextField
        label="Email address"
        type="email"
        error={errors.email?.message}
        autoComplete="email"
        {...register('email', { required: REQUIRED })}
      />
      <PasswordField
        label="New password"
        visible={visible}
        onVisibleChange={setVisible}
        {...register('password')}
      />
      <PasswordField
        label="Confirm password"
        showLabel
        visible={visible}
        showToggle={false}
        {...register('confirm')}
      />
      <button type="submit">Continue</button>
    </form>
  );
}

describe('TextField and PasswordField', () => {
  it('show a hidden label as the placeholder, and a shown one on screen', () => {
    renderTranslated(<AccountForm />);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('placeholder', 'Email address');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByText('Email address')).toHaveClass('visually-hidden');
    expect(screen.getByLabelText('New password')).toHaveAttribute('placeholder', 'New password');
    const confirm = screen.getByLabelText('Confirm password');
    expect(confirm).not.toHaveAttribute('placeholder');
    expect(screen.getByText('Confirm password')).not.toHaveClass('visually-hidden');
  });

  it('take the form’s registration, and describe the input by its error', async () => {
    const events = userEvent.setup();
    renderTranslated(<AccountForm />);
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(REQUIRED);
    await events.type(email, 'ada@university.edu');
    expect(email).toHaveValue('ada@university.edu');
  });

  it('share one Show password toggle between two password fields', async () => {
    const events = userEvent.setup();
    renderTranslated(<AccountForm />);
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(1);
    await events.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });
});
