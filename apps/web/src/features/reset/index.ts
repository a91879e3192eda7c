export { ResetPage } from './reset-page';
