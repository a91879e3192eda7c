export { ActivatePage } from './activate-page';
