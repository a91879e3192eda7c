/**
 * The log-in form's two fields, checked the way react-hook-form's `onTouched` mode checks the other
 * forms: a field's message shows once the field has been left, then follows every change; a
 * submit checks both, puts the focus on the first wrong one, or sends the checked values. Without
 * react-hook-form, and with the rules fetched on first focus: this is the only form of the log-in
 * page's first load.
 */
import type { LoginRequest } from '@quad/contract';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { LoginErrors, LoginField } from './login-rules';

const FIELDS: readonly LoginField[] = ['email', 'password'];

/** A visitor takes longer to type than the rules take to arrive. */
export const loadLoginRules = () => import('./login-rules');

export const useLoginFields = (
  universityDomain: string,
  onValid: (values: LoginRequest) => void,
) => {
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const touched = useRef(new Set<LoginField>());
  const submitted = useRef(false);
  const inputs = useRef(new Map<LoginField, HTMLInputElement>());

  const check = async (next: LoginRequest) =>
    (await loadLoginRules()).checkLogin(next, universityDomain);

  const checkField = async (name: LoginField, next: LoginRequest) => {
    const { errors: found } = await check(next);
    setErrors((current) => ({ ...current, [name]: found[name] }));
  };

  /** The props of a field's input. */
  const field = (name: LoginField) => ({
    name,
    value: values[name],
    ref: (input: HTMLInputElement | null) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (touched.current.has(name) || submitted.current) void checkField(name, next);
    },
    onBlur: () => {
      touched.current.add(name);
      void checkField(name, values);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const result = await check(values);
    setErrors(result.errors);
    if (result.values) {
      onValid(result.values);
      return;
    }
    const first = FIELDS.find((name) => result.errors[name]);
    if (first) inputs.current.get(first)?.focus();
  };

  return { field, errors, submit };
};
