export { ActivatePage, SIGN_IN_TO_VERIFY_NOTE } from './activate-page';
