/**
 * The log-in form's rules: the contract's own schema, so the messages are the server's. Fetched
 * when the form is first used rather than with the page, as it brings zod.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@quad/contract';

export const loginResolver = (universityDomain: string) =>
  zodResolver(loginRequestSchema(universityDomain));
