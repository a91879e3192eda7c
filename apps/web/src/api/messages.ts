/** Calls of direct messages (issue 10 §3). */
import { callApi, callApiLinked, callApiPage } from './client';
import { uploadImages } from './posts';

export const getConversations = (cursor: string | undefined) =>
  callApiPage('getConversations', { query: { cursor } });

/** A page of the conversation with a member (messages newest first) and the older page's cursor. */
export const getConversation = (username: string, cursor: string | undefined) =>
  callApiLinked('getConversation', { params: { username }, query: { cursor } });

export const getMessageCounts = () => callApi('getMessageCounts');

/** Uploads the photo (if any) into the sender's message folder, then sends. */
export const sendMessage = async (
  senderId: string,
  username: string,
  { text, photo }: { text: string; photo?: Blob | undefined },
) => {
  const [uploaded] = photo ? await uploadImages(`${senderId}/message_images`, [photo]) : [];
  return callApi('sendMessage', {
    params: { username },
    body: { text, image: uploaded?.url ?? '' },
  });
};

export const unsendMessage = (id: string) => callApi('unsendMessage', { params: { id } });

export const markConversationRead = (username: string) =>
  callApi('markConversationRead', { params: { username } });
