export { ConversationPage } from './conversation-page';
export { ConversationsPage } from './conversations-page';
