/** Business constants and limits of SPEC.md §9, shared by the server and the web app. */

export const NAME_MIN = 2;
export const NAME_MAX = 18;
export const LOGIN_EMAIL_MAX = 100;
export const SIGNUP_EMAIL_MAX = 90;
export const RESET_EMAIL_MAX = 50;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 36;
export const RESET_CODE_LENGTH = 5;

/** Plausible age at sign-up, in years (inclusive bounds). */
export const MIN_AGE_YEARS = 14;
export const MAX_AGE_YEARS = 100;
/** Birth years offered by the sign-up form, counting back from the current year. */
export const BIRTH_YEARS_OFFERED = 108;

export const POST_TEXT_MAX = 2500;
export const COMMENT_TEXT_MAX = POST_TEXT_MAX;
export const MESSAGE_TEXT_MAX = 2000;
export const IMAGE_MAX_BYTES = 5_242_880;
export const POST_GRID_IMAGES = 5;
export const COMMENTS_SHOWN_INITIALLY = 1;
export const COMMENTS_MORE_STEP = 3;
export const REACTION_POPUP_DELAY_MS = 500;
export const RELATIVE_TIME_REFRESH_MS = 30_000;

export const BIO_MAX = 100;
export const DETAIL_FIELD_MAX = 28;

export const VERIFY_SUCCESS_REDIRECT_MS = 2500;
export const VERIFY_FAILURE_REDIRECT_MS = 3500;
export const SIGNUP_SUCCESS_REDIRECT_MS = 3500;

export const CONTACTS_LIST_MAX = 10;
export const FRIENDS_SECTION_MAX = 6;
export const FRIENDS_HOME_FRIENDS_MAX = 10;
export const FRIENDS_ALL_MAX = 800;
export const PROFILE_PHOTOS_MAX = 9;
export const PROFILE_FRIENDS_MAX = 9;
export const PROFILE_HEADER_AVATARS = 5;
export const LISTED_IMAGES_MAX = 30;

export const SEARCH_RESULTS_MAX = 20;
export const SEARCH_TERM_MAX = 100;
export const SEARCH_HISTORY_MAX = 20;

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.2;
export const COVER_HEIGHT_PX = 350;
export const CROP_WHEEL_DEBOUNCE_MS = 250;

export const BREAKPOINT_NARROW_PX = 550;
export const BREAKPOINT_PROFILE_WIDE_PX = 901;
export const BREAKPOINT_LOGIN_ERRORS_WIDE_PX = 850;
export const BREAKPOINT_LOGIN_ERRORS_NARROW_PX = 539;

export const LOGIN_SPINNER_SIZE = 30;

/** Cursor pagination of lists that grow (DESIGN.md, API rules). */
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 50;
/** Newest comments carried by each post of a list; older ones come from getComments (ext). */
export const POST_LIST_COMMENTS = 10;
/** Files in one uploadImages request. */
export const UPLOAD_FILES_MAX = 20;

/** Account lifecycle. */
export const UNVERIFIED_ACCOUNT_TTL_HOURS = 24;
export const RESET_CODE_TTL_MINUTES = 10;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const RESET_CODES_PER_WINDOW = 3;
export const RESET_CODE_WINDOW_MINUTES = 30;
export const RESET_GRANT_TTL_MINUTES = 10;
