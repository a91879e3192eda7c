/** The validation and product messages of SPEC.md §5, word for word where the spec gives them. */

export const messages = {
  login: {
    emailRequired: 'Email address is required.',
    emailInvalid: 'Must be a valid email.',
    emailTooLong: 'Email address must be less than 100 characters.',
    passwordRequired: 'Password is required',
  },
  signup: {
    firstNameRequired: "What's your first name friend?",
    firstNameLength: 'First name must be between 2 and 18 characters',
    lastNameRequired: "What's your last name friend?",
    lastNameLength: 'Last name must be between 2 and 18 characters',
    nameLettersOnly: 'Numbers and special characters are not allowed',
    emailRequired: 'Your university email address is required.',
    emailInvalid: 'Enter a valid email address',
    emailTooLong: 'Email must be less than 90 characters',
    passwordRequired:
      'Enter a combination of at least six numbers,letters and punctuation marks(such as ! and &).',
    passwordTooShort: 'Password must be atleast 6 characters.',
    passwordTooLong: "Password can't be more than 36 characters",
    collegeRequired: 'Please select your college at CCU',
    birthDateImplausible: 'Please make sure to use your real date of birth',
    genderRequired: 'Please choose a gender. You can change who can see this later.',
  },
  reset: {
    emailRequired: 'Email address is required.',
    emailInvalid: 'Must be a valid email address.',
    emailTooLong: "Email address can't be more than 50 characters.",
    codeRequired: 'Code is required.',
    codeLength: 'Code must be 5 characters.',
    passwordRequired: 'Password is required.',
    passwordTooShort: 'Password must be at least 6 characters',
    passwordTooLong: "Password can't be more than 36 characters",
    confirmRequired: 'Confirm your password.',
    confirmMismatch: 'Passwords must match',
  },
  posts: {
    textTooLong: 'A post can have at most 2500 characters.',
    postFormatUnsupported: (file: string) =>
      `${file} format is unsupported. Only jpeg, png, webp, gif are allowed.`,
    postTooLarge: (file: string) => `${file} exceeds max size: 5MB allowed.`,
    commentFormatUnsupported: (file: string) => `${file} format is not supported.`,
    commentTooLarge: (file: string) => `${file} is too large max 5mb allowed.`,
    pictureFormatUnsupported: (file: string) => `${file} format is not supported.`,
    pictureTooLarge: (file: string) => `${file} is too large. Max size 5MB.`,
  },
  details: {
    bioTooLong: 'Bio can have at most 100 characters.',
    fieldTooLong: (field: string) => `${field} can have at most 28 characters.`,
    relationshipInvalid: 'Choose one of the listed relationship options.',
    githubInvalid: 'A GitHub username has only letters, numbers and single hyphens.',
    instagramInvalid: 'An Instagram username has only letters, numbers, periods and underscores.',
    linkedinInvalid: 'A LinkedIn profile name has only letters, numbers and hyphens.',
  },
  /** The domain rule applies to both login and sign-up. */
  emailDomainRequired: (domain: string) => `Email domain @${domain} required`,
} as const;
