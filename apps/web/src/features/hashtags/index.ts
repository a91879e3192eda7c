export { HashtagPage } from './hashtag-page';
