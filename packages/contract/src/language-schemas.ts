/** The member's choice of language (PUT /settings/language, the session answer's `language`). */
import { z } from 'zod';
import { LANGUAGES } from './languages';

export const languageSchema = z.enum(LANGUAGES);

export const updateLanguageRequestSchema = z.object({
  language: languageSchema.meta({
    description: 'The language Quad speaks to the member: screens, e-mails and API messages.',
  }),
});
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequestSchema>;

export const updateLanguageResponseSchema = z.object({ language: languageSchema });
export type UpdateLanguageResponse = z.infer<typeof updateLanguageResponseSchema>;
