import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { PasswordInput } from './password-input';
import { renderTranslated } from '../test/render-translated';

const REQUIRED = 'Enter your password.';
const HINT = 'At least 8 characters.';

function PasswordForm() {
  const hintId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ password: string }>({ defaultValues: { password: '' } });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <Field label="Password" hideLabel error={errors.password?.message} describedBy={hintId}>
        {(control) => (
          <PasswordInput
            {...control}
            placeholder="Password"
            {...register('password', { required: REQUIRED })}
          />
        )}
      </Field>
      <p id={hintId}>{HINT}</p>
      <button type="submit">Save</button>
    </form>
  );
}

describe('Field', () => {
  it('names the control by its label and describes it by the hint alone while valid', () => {
    renderTranslated(<PasswordForm />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('placeholder', 'Password');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription(HINT);
  });

  it('links the error to the control with aria-describedby and marks it invalid', async () => {
    const events = userEvent.setup();
    renderTranslated(<PasswordForm />);
    await events.click(screen.getByRole('button', { name: 'Save' }));

    const error = await screen.findByText(REQUIRED);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(input).toHaveAccessibleDescription(`${HINT} ${REQUIRED}`);
    // react-hook-form reached the input through the ref it registered: it focused it.
    expect(input).toHaveFocus();

    await events.type(input, 'secret-word');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription(HINT);
  });

  it('keeps the password input’s show and hide toggle', async () => {
    const events = userEvent.setup();
    renderTranslated(<PasswordForm />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await events.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox', { name: 'Password' })).toBe(input);
  });

  it('shows its label unless told to keep it for assistive technology only', () => {
    renderTranslated(
      <>
        <Field label="College" labelClassName="shown">
          {(control) => <select {...control} />}
        </Field>
        <Field label="Bio" hideLabel>
          {(control) => <textarea {...control} />}
        </Field>
      </>,
    );
    expect(screen.getByText('College')).toHaveClass('shown');
    expect(screen.getByRole('combobox', { name: 'College' })).toBeInTheDocument();
    expect(screen.getByText('Bio')).toHaveClass('visually-hidden');
    expect(screen.getByRole('textbox', { name: 'Bio' })).not.toHaveAttribute('aria-describedby');
  });
});
