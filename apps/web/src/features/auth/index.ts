export { LoginPage } from './login-page';
export { isCompletedLanding } from './use-university-landing';
