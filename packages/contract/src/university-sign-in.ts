/**
 * University sign-in (issue 20): OpenID Connect and SAML 2.0 through the university's identity
 * provider, the profile a new member finishes, and the sign-in methods of the settings.
 */
import { z } from 'zod';
import {
  birthPart,
  collegeField,
  refineBirthDate,
  sessionUserSchema,
  signupPasswordField,
} from './accounts';
import { GENDERS } from './enums';
import { messages } from './messages';

const signupText = messages.signup;

export const SIGN_IN_PROVIDERS = ['oidc', 'saml'] as const;
export type SignInProviderId = (typeof SIGN_IN_PROVIDERS)[number];

/** The badge a member's university affiliation shows on their profile. */
export const AFFILIATIONS = ['Student', 'Faculty', 'Staff', 'Alum'] as const;
export type Affiliation = (typeof AFFILIATIONS)[number];

export const signInProviderSchema = z.object({
  id: z.enum(SIGN_IN_PROVIDERS),
  displayName: z.string().meta({ description: 'The button says “Continue with {displayName}”.' }),
  available: z.boolean().meta({
    description:
      'False while the provider cannot be reached (its discovery document or metadata is being retried): the button says so.',
  }),
});
export type SignInProvider = z.infer<typeof signInProviderSchema>;

export const signInProvidersSchema = z.object({
  providers: z.array(signInProviderSchema),
  ssoOnly: z.boolean().meta({
    description:
      'True: the sign-up form and the password log-in are replaced by the buttons (moderators keep a password log-in).',
  }),
});
export type SignInProviders = z.infer<typeof signInProvidersSchema>;

export const startSignInQuerySchema = z.object({
  returnTo: z.string().optional().meta({
    description:
      'The page to land on once signed in: a path of this site (`/friends`); anything else is ignored.',
  }),
});

/** The provider's answer: every field is read by the server, none is trusted unchecked. */
export const oidcCallbackQuerySchema = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  iss: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

/** The SAML HTTP-POST binding: a form the identity provider's page posts. */
export const samlPostBodySchema = z.object({
  SAMLResponse: z.string().max(500_000).optional(),
  RelayState: z.string().max(2_000).optional(),
});

/** The redirect answers of the flow: a `Location` header, no body. */
export const redirectAnswerSchema = z
  .null()
  .meta({ description: 'A redirect: see the Location header.' });

export const SAML_METADATA_CONTENT_TYPE = 'application/samlmetadata+xml';
export const samlMetadataSchema = z
  .string()
  .meta({ description: "Quad's SAML service provider metadata (XML)." });

export const universitySessionSchema = sessionUserSchema.extend({
  return_to: z.string().meta({ description: 'The page the member first asked for (a path).' }),
  profile_finished: z.boolean().meta({
    description: 'False for a member the provider just created: show “Finish your profile”.',
  }),
});
export type UniversitySession = z.infer<typeof universitySessionSchema>;

/** The sign-up fields a provider does not give, with the sign-up form's rules and messages. */
export const finishProfileRequestSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      ccu_college: collegeField,
      birth_year: birthPart,
      birth_month: birthPart,
      birth_day: birthPart,
      gender: z.enum(GENDERS, { error: signupText.genderRequired }),
    })
    .superRefine(refineBirthDate(now));
export type FinishProfileRequest = z.input<ReturnType<typeof finishProfileRequestSchema>>;

export const finishProfileResponseSchema = z.object({
  message: z.string(),
  ccu_college: z.string(),
  gender: z.enum(GENDERS),
});
export type FinishProfileResponse = z.infer<typeof finishProfileResponseSchema>;

export const linkedIdentitySchema = z.object({
  id: z.string(),
  provider: z.enum(SIGN_IN_PROVIDERS),
  displayName: z.string().meta({ description: 'The provider as its button names it.' }),
  email: z.string().nullable(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
});
export type LinkedIdentity = z.infer<typeof linkedIdentitySchema>;

export const signInMethodsSchema = z.object({
  has_password: z.boolean(),
  identities: z.array(linkedIdentitySchema),
  affiliation: z
    .object({ value: z.enum(AFFILIATIONS), shown: z.boolean() })
    .nullable()
    .meta({ description: 'The badge the provider gave, and whether the profile shows it.' }),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

export const identityIdParams = z.object({ identityId: z.string() });

export const setPasswordRequestSchema = z.object({ new_password: signupPasswordField });
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

export const affiliationBadgeRequestSchema = z.object({
  shown: z.boolean({ error: 'Say whether the badge shows.' }),
});
export type AffiliationBadgeRequest = z.infer<typeof affiliationBadgeRequestSchema>;
