/** Enumerations of SPEC.md §3 with their exact values. */

export const COLLEGES = [
  'Wall College of Business',
  'The Spadoni College of Education and Social Sciences',
  'Edwards College of Humanities and Fine Arts',
  'Gupta College of Science',
  'HTC Honors College',
  'Conway Medical Center College of Health and Human Performance',
] as const;
export type College = (typeof COLLEGES)[number];

/** The spec writes the Spadoni college without 'The' in one place; both spellings are accepted. */
export const COLLEGE_ALIASES: Readonly<Record<string, College>> = {
  'Spadoni College of Education and Social Sciences':
    'The Spadoni College of Education and Social Sciences',
};

export const GENDERS = ['male', 'female', 'custom'] as const;
export type Gender = (typeof GENDERS)[number];

export const REACTIONS = ['like', 'love', 'haha', 'wow', 'sad', 'angry'] as const;
export type Reaction = (typeof REACTIONS)[number];

/** '' stands for the spec's "None (empty)". */
export const RELATIONSHIPS = ['', 'Single', 'In a relationship', 'Married', 'Divorced'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export const POST_TYPES = ['profilePicture', 'coverPicture'] as const;
export type PostType = (typeof POST_TYPES)[number] | null;

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;

export const UPLOAD_FOLDERS = [
  'post_images',
  'cover_pictures',
  'profile_pictures',
  'message_images',
] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** The picture a member has until they choose one; the web app serves it. */
export const DEFAULT_PICTURE = '/default-avatar.svg';

/** Who sees a group (groups.ts says what each means). */
export const GROUP_PRIVACIES = ['public', 'private', 'hidden'] as const;
export type GroupPrivacy = (typeof GROUP_PRIVACIES)[number];
