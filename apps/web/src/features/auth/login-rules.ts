/**
 * The log-in form's rules: the contract's own schema, so the messages are the server's, word for
 * word. Fetched when the form is first used rather than with the page, as it brings zod.
 */
import { loginRequestSchema, type LoginRequest } from '@quad/contract';

export type LoginField = keyof LoginRequest;
/** The first message of each wrong field, as the other forms show it. */
export type LoginErrors = Partial<Record<LoginField, string>>;

export interface LoginCheck {
  /** What is sent when every field is right: the e-mail address trimmed. */
  values?: LoginRequest;
  errors: LoginErrors;
}

export const checkLogin = (values: LoginRequest, universityDomain: string): LoginCheck => {
  const result = loginRequestSchema(universityDomain).safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if ((field === 'email' || field === 'password') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return { errors };
};
