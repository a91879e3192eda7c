export { SavedPage } from './saved-page';
