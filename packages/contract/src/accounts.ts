/** Accounts: sign-up, sign-in, verification and password reset (SPEC.md §5 and §7, API.md). */
import { z } from 'zod';
import { isPlausibleBirthDate } from './birth-date';
import { emailField, universityEmailField } from './email';
import { COLLEGE_ALIASES, COLLEGES, GENDERS } from './enums';
import {
  LOGIN_EMAIL_MAX,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RESET_CODE_LENGTH,
  RESET_EMAIL_MAX,
  SIGNUP_EMAIL_MAX,
} from './limits';
import { messages } from './messages';
import { imageSizeField } from './image-widths';
import { languageSchema } from './language-schemas';
import { imageUrlSchema } from './urls';

const signupText = messages.signup;
const resetText = messages.reset;

const nameField = (required: string, length: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .pipe(
      z
        .string()
        .min(NAME_MIN, length)
        .max(NAME_MAX, length)
        .regex(/^[\p{L}\p{M}]+$/u, signupText.nameLettersOnly),
    );

/** Birth date parts arrive as numbers or numeric strings (API.md). */
export const birthPart = z.coerce.number({ error: signupText.birthDateImplausible }).int();

/** The sign-up rule of the birth date (14 years or more, a day that exists), on `birth_year`. */
export const refineBirthDate =
  (now: () => Date) =>
  (
    form: { birth_year: number; birth_month: number; birth_day: number },
    context: z.RefinementCtx,
  ) => {
    if (!isPlausibleBirthDate(form.birth_year, form.birth_month, form.birth_day, now())) {
      context.addIssue({
        code: 'custom',
        path: ['birth_year'],
        message: signupText.birthDateImplausible,
      });
    }
  };

export const collegeField = z.preprocess(
  (value) => (typeof value === 'string' ? (COLLEGE_ALIASES[value] ?? value) : value),
  z.enum(COLLEGES, { error: signupText.collegeRequired }),
);

export const loginRequestSchema = (domain: string) =>
  z.object({
    email: universityEmailField(domain, LOGIN_EMAIL_MAX, {
      required: messages.login.emailRequired,
      invalid: messages.login.emailInvalid,
      tooLong: messages.login.emailTooLong,
    }),
    password: z
      .string({ error: messages.login.passwordRequired })
      .min(1, messages.login.passwordRequired),
  });
export type LoginRequest = z.infer<ReturnType<typeof loginRequestSchema>>;

export const signupPasswordField = z
  .string({ error: signupText.passwordRequired })
  .min(1, signupText.passwordRequired)
  .pipe(
    z
      .string()
      .min(PASSWORD_MIN, signupText.passwordTooShort)
      .max(PASSWORD_MAX, signupText.passwordTooLong),
  );

/** `now` is injectable so the server's clock decides what "14 years ago" means. */
export const registerRequestSchema = (domain: string, now: () => Date = () => new Date()) =>
  z
    .object({
      first_name: nameField(signupText.firstNameRequired, signupText.firstNameLength),
      last_name: nameField(signupText.lastNameRequired, signupText.lastNameLength),
      email: universityEmailField(domain, SIGNUP_EMAIL_MAX, {
        required: signupText.emailRequired,
        invalid: signupText.emailInvalid,
        tooLong: signupText.emailTooLong,
      }),
      password: signupPasswordField,
      ccu_college: collegeField,
      birth_year: birthPart,
      birth_month: birthPart,
      birth_day: birthPart,
      gender: z.enum(GENDERS, { error: signupText.genderRequired }),
    })
    .superRefine(refineBirthDate(now));
export type RegisterRequest = z.input<ReturnType<typeof registerRequestSchema>>;
export type RegisterPayload = z.output<ReturnType<typeof registerRequestSchema>>;

export const sessionUserSchema = z.object({
  id: z.string(),
  token: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  picture: imageUrlSchema,
  cover: imageUrlSchema,
  gender: z.enum(GENDERS),
  ccu_college: z.string(),
  verified: z.boolean(),
  profile_finished: z.boolean().optional().meta({
    description:
      '(ext) False while a member their university’s sign-in created has not yet given college, birth date and gender: every signed-in page shows “Finish your profile”.',
  }),
  picture_size: imageSizeField.meta({
    description:
      '(ext) The size of `picture` and its narrower copies, so the member’s own avatar downloads a narrow copy; null for the default picture.',
  }),
  language: languageSchema.nullable().optional().meta({
    description:
      '(ext) The language the member chose for Quad (PUT /settings/language), or null while they have not chosen: their device’s language is used.',
  }),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const registerResponseSchema = sessionUserSchema.extend({ message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Every failure answer (API.md, Conventions). */
export const errorResponseSchema = z.object({
  message: z.string().meta({ description: 'What went wrong, fit to show to a person.' }),
  field: z.string().optional().meta({
    description:
      '(ext) On a form’s call (an event’s), the field of the request body the failure is about, when it is about one, by its path there, dots between nested names (`title`, `starts_at`, `repeat_until`): a form shows `message` under that field, whatever the language `message` is in.',
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const activateRequestSchema = z.object({
  token: z
    .string({ error: 'The verification link is incomplete.' })
    .trim()
    .min(1, 'The verification link is incomplete.')
    .max(200, 'The verification link is not valid.'),
});
export type ActivateRequest = z.infer<typeof activateRequestSchema>;

export const emptyRequestSchema = z.object({}).strict().or(z.undefined()).or(z.null());

export const resetEmailField = emailField(RESET_EMAIL_MAX, {
  required: resetText.emailRequired,
  invalid: resetText.emailInvalid,
  tooLong: resetText.emailTooLong,
});

export const findUserRequestSchema = z.object({ email: resetEmailField });
export type FindUserRequest = z.infer<typeof findUserRequestSchema>;

export const findUserResponseSchema = z.object({
  email: z.string(),
  picture: imageUrlSchema,
  ccu_college: z.string(),
});
export type FindUserResponse = z.infer<typeof findUserResponseSchema>;

export const sendResetCodeRequestSchema = findUserRequestSchema;
export type SendResetCodeRequest = FindUserRequest;

export const resetCodeField = z
  .string({ error: resetText.codeRequired })
  .trim()
  .min(1, resetText.codeRequired)
  .pipe(z.string().length(RESET_CODE_LENGTH, resetText.codeLength));

export const validateResetCodeRequestSchema = z.object({
  email: resetEmailField,
  code: resetCodeField,
});
export type ValidateResetCodeRequest = z.infer<typeof validateResetCodeRequestSchema>;

export const resetPasswordField = z
  .string({ error: resetText.passwordRequired })
  .min(1, resetText.passwordRequired)
  .pipe(
    z
      .string()
      .min(PASSWORD_MIN, resetText.passwordTooShort)
      .max(PASSWORD_MAX, resetText.passwordTooLong),
  );

export const changePasswordRequestSchema = z.object({
  email: resetEmailField,
  password: resetPasswordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The reset wizard's last step: a new password typed twice (client only). */
export const newPasswordFormSchema = z
  .object({
    password: resetPasswordField,
    confirm: z.string({ error: resetText.confirmRequired }).min(1, resetText.confirmRequired),
  })
  .refine((form) => form.password === form.confirm, {
    path: ['confirm'],
    message: resetText.confirmMismatch,
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
