/**
 * The text fields of the account forms (sign-up, log-in, the reset steps, settings): a Field and
 * its input in one piece. Where the label is not on screen, the placeholder shows it. The input's
 * own props (a react-hook-form `register` spread, autoComplete, value and onChange) are spread
 * on it.
 */
import type { HTMLInputTypeAttribute } from 'react';
import { Field } from './field';
import { PasswordInput, type PasswordInputProps } from './password-input';

/** What Field sets on the input, which the caller does not. */
type SetByField = 'id' | 'className' | 'aria-invalid' | 'aria-describedby' | 'type';

type TextFieldProps = Omit<PasswordInputProps, SetByField> & {
  label: string;
  /** The label stays on screen; otherwise the placeholder shows it, and the label is read only. */
  showLabel?: boolean;
  error?: string | undefined;
  /** Ids of other text describing the input (a hint); the error comes after them. */
  describedBy?: string | undefined;
  /** The field: label, input and message. */
  className?: string | undefined;
  inputClassName?: string | undefined;
  labelClassName?: string | undefined;
  errorClassName?: string | undefined;
  /** `password` is a PasswordInput, with its Show password toggle. */
  type?: HTMLInputTypeAttribute;
};

/** An e-mail address, a name, a code, a password: a one-line input with its label and message. */
export function TextField({
  label,
  showLabel = false,
  error,
  describedBy,
  className,
  inputClassName,
  labelClassName,
  errorClassName,
  placeholder,
  type = 'text',
  visible,
  onVisibleChange,
  showToggle,
  ...input
}: TextFieldProps) {
  return (
    <Field
      label={label}
      hideLabel={!showLabel}
      error={error}
      describedBy={describedBy}
      className={className}
      labelClassName={labelClassName}
      errorClassName={errorClassName}
    >
      {(control) => {
        const props = {
          ...control,
          className: inputClassName,
          placeholder: placeholder ?? (showLabel ? undefined : label),
          ...input,
        };
        return type === 'password' ? (
          <PasswordInput
            {...props}
            visible={visible}
            onVisibleChange={onVisibleChange}
            showToggle={showToggle}
          />
        ) : (
          <input {...props} type={type} />
        );
      }}
    </Field>
  );
}

/** A password with its Show password toggle; two fields share one through `visible`. */
export const PasswordField = (props: Omit<TextFieldProps, 'type'>) => (
  <TextField {...props} type="password" />
);
