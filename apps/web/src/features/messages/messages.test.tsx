import type { Conversation, ConversationSummary, DirectMessage, UserSummary } from '@quad/contract';
import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/languages';
import { makeSummary } from '../../test/factories';
import { json, route, stubApi, type StubCall } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const me = makeSessionUser();
const bob = { ...makeSummary('Bob', 'Smith'), username: 'bobsmith' };
const cleo = makeSummary('Cleo', 'Ng');

let sequence = 0;
const message = (text: string, sender = bob._id, overrides: Partial<DirectMessage> = {}) => {
  sequence += 1;
  return {
    _id: `0190a1b2-c3d4-7e5f-8a9b-${String(sequence).padStart(12, '0')}`,
    sender,
    text,
    image: '',
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  } satisfies DirectMessage;
};

const summary = (
  member: UserSummary,
  text: string,
  overrides: Partial<ConversationSummary> = {},
): ConversationSummary => ({
  _id: `conversation-${member._id}`,
  member,
  lastMessage: { text, hasImage: false, sentByMe: false, createdAt: new Date().toISOString() },
  unread: 0,
  ...overrides,
});

const conversationWithBob = (messages: DirectMessage[], overrides: Partial<Conversation> = {}) => ({
  member: bob,
  messages,
  seen: false,
  canMessage: true,
  ...overrides,
});

const BOB_PATH = '/messages/conversations/bobsmith';
const ok = () => json(200, { message: 'ok' });

/** Bob's conversation as the server keeps it; sending adds to it. */
const stubConversation = (
  initial: DirectMessage[],
  extra: Record<string, (call: StubCall) => Response | Promise<Response>> = {},
  overrides: Partial<Conversation> = {},
) => {
  let messages = initial;
  return stubApi({
    [route('getConversation', BOB_PATH)]: () => json(200, conversationWithBob(messages, overrides)),
    [route('markConversationRead', `${BOB_PATH}/read`)]: ok,
    [route('sendMessage', BOB_PATH)]: (call) => {
      const body = call.body as { text: string; image: string };
      const sent = message(body.text, me.id, { image: body.image });
      messages = [sent, ...messages];
      return json(201, sent);
    },
    [route('getConversations')]: () => json(200, []),
    ...extra,
  });
};

const messageTexts = () =>
  within(screen.getByRole('log', { name: 'Messages with Bob Smith' }))
    .getAllByRole('paragraph')
    .map((paragraph) => paragraph.textContent);

describe('Messages icon and Chat', () => {
  it('says the unread count in its name and opens /messages, as the left menu’s Chat does', async () => {
    stubApi({
      [route('getMessageCounts')]: () => json(200, { unread: 2 }),
      [route('getConversations')]: () => json(200, []),
    });
    const { events, path, router } = renderApp('/', { user: me });
    const icon = await screen.findByRole('link', { name: 'Messages, 2 unread' });
    await events.click(icon);
    expect(path()).toBe('/messages');
    expect(
      await screen.findByText(
        'No messages yet. Open a friend’s profile and choose Message to start a conversation.',
      ),
    ).toBeInTheDocument();
    expect(document.title).toBe('Messages | Quad');

    await router.navigate('/');
    // The home screen's code is loaded on the way: its menu is used once the screen is drawn.
    await screen.findByRole('heading', { name: 'Home feed' });
    const shortcuts = await screen.findByRole('navigation', { name: 'Shortcuts' });
    await events.click(within(shortcuts).getByRole('link', { name: 'Chat' }));
    expect(path()).toBe('/messages');
  });

  it('is named just "Messages" with nothing unread', async () => {
    stubApi({});
    renderApp('/', { user: me });
    expect(await screen.findByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/messages',
    );
  });
});

describe('/messages', () => {
  it('lists conversations with picture, name, last message and time; unread ones in bold', async () => {
    stubApi({
      [route('getConversations')]: () =>
        json(200, [
          summary(bob, 'See you at 6', { unread: 2 }),
          summary(cleo, 'Thanks!', {
            lastMessage: {
              text: 'Thanks!',
              hasImage: false,
              sentByMe: true,
              createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
            },
          }),
        ]),
    });
    renderApp('/messages', { user: me });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const links = within(await screen.findByRole('list', { name: 'Conversations' })).getAllByRole(
      'link',
    );
    expect(links).toHaveLength(2);
    const [bobRow, cleoRow] = links;
    expect(bobRow).toHaveAttribute('href', '/messages/bobsmith');
    expect(bobRow).toHaveAccessibleName(/Bob Smith.*See you at 6.*2 unread/);
    expect(bobRow?.className).toMatch(/unread/);
    expect(cleoRow).toHaveTextContent('You: Thanks!');
    expect(cleoRow).toHaveTextContent('3 hours ago');
    expect(cleoRow?.className).not.toMatch(/unread/);
  });

  it('loads the next page with Show more', async () => {
    stubApi({
      [route('getConversations')]: (call) =>
        call.query.get('cursor') === 'older'
          ? json(200, [summary(cleo, 'Older')])
          : new Response(JSON.stringify([summary(bob, 'Newest')]), {
              status: 200,
              headers: {
                'Content-Type': 'application/json',
                Link: '</api/v1/messages/conversations?cursor=older>; rel="next"',
              },
            }),
    });
    const { events } = renderApp('/messages', { user: me });
    await events.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Older')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

describe('/messages/:username', () => {
  it('shows the oldest message at the top and marks the conversation read on opening', async () => {
    const api = stubConversation([message('Third'), message('Second', me.id), message('First')]);
    renderApp('/messages/bobsmith', { user: me });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bob Smith' })).toBeInTheDocument();
    expect(messageTexts()).toEqual(['First', 'Second', 'Third']);
    await waitFor(() =>
      expect(api.apiCalls().map((call) => `${call.method} ${call.path}`)).toContain(
        `POST /api/v1${BOB_PATH}/read`,
      ),
    );
    expect(document.title).toBe('Bob Smith | Quad');
  });

  it('sends with Enter, breaks the line with Shift+Enter, and shows the message at the bottom', async () => {
    const api = stubConversation([message('Hi Jane')]);
    const { events } = renderApp('/messages/bobsmith', { user: me });
    const input = await screen.findByRole('textbox', { name: 'Write a message…' });
    expect(input).toHaveAttribute('placeholder', 'Write a message…');
    await events.type(input, 'Hello{Shift>}{Enter}{/Shift}Bob');
    expect(input).toHaveValue('Hello\nBob');
    await events.keyboard('{Enter}');
    await waitFor(() => expect(messageTexts()).toEqual(['Hi Jane', 'Hello\nBob']));
    expect(input).toHaveValue('');
    const sent = api
      .apiCalls()
      .filter((call) => call.method === 'POST' && call.path === `/api/v1${BOB_PATH}`);
    expect(sent.map((call) => call.body)).toEqual([{ text: 'Hello\nBob', image: '' }]);
  });

  it('shows "Seen" under the member’s last message once read', async () => {
    stubConversation([message('Mine', me.id), message('Theirs')], {}, { seen: true });
    renderApp('/messages/bobsmith', { user: me });
    const log = await screen.findByRole('log', { name: 'Messages with Bob Smith' });
    const items = within(log).getAllByRole('listitem');
    expect(items.at(-1)).toHaveTextContent('Seen');
    expect(within(log).getAllByText('Seen')).toHaveLength(1);
  });

  it('unsends the member’s own message after confirming', async () => {
    const mine = message('Oops', me.id);
    const api = stubConversation([mine, message('Hello')], {
      [route('unsendMessage', `/messages/${mine._id}`)]: ok,
    });
    const { events } = renderApp('/messages/bobsmith', { user: me });
    await screen.findByText('Oops');
    // Only one's own messages can be unsent.
    expect(screen.getAllByRole('button', { name: /^Unsend/ })).toHaveLength(1);
    await events.click(screen.getByRole('button', { name: 'Unsend: Oops' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsend message?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await events.click(within(dialog).getByRole('button', { name: 'Unsend' }));
    await waitFor(() => expect(screen.queryByText('Oops')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.apiCalls().some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('sends one photo, uploaded to the member’s message folder, after a preview', async () => {
    const url = '/media/photo.jpg';
    const api = stubConversation([], { [route('uploadImages')]: () => json(200, [{ url }]) });
    const { events } = renderApp('/messages/bobsmith', { user: me });
    await screen.findByText('Say hello to Bob.');
    await events.upload(
      screen.getByLabelText('Choose a photo for your message'),
      new File([new Uint8Array(10)], 'c.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('img', { name: 'To send with your message' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('img', { name: 'Attachment you sent' })).toHaveAttribute(
      'src',
      url,
    );
    const upload = api.apiCalls().find((call) => call.path.endsWith('/uploadImages'));
    expect((upload?.body as FormData).get('path')).toBe(`${me.id}/message_images`);
    const sent = api
      .apiCalls()
      .find((call) => call.path === `/api/v1${BOB_PATH}` && call.method === 'POST');
    expect(sent?.body).toEqual({ text: '', image: url });
  });

  it('refuses a file that is not an image, with the comments’ words', async () => {
    stubConversation([]);
    renderApp('/messages/bobsmith', { user: me });
    await screen.findByText('Say hello to Bob.');
    fireEvent.change(screen.getByLabelText('Choose a photo for your message'), {
      target: { files: [new File(['x'], 'doc.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('doc.pdf format is not supported.');
  });

  it('refuses it in French for a member who reads French', async () => {
    await activateLanguage('fr', 'signed-in');
    stubConversation([]);
    renderApp('/messages/bobsmith', { user: me });
    await screen.findByText('Dites bonjour à Bob.');
    fireEvent.change(screen.getByLabelText('Choisir une photo pour votre message'), {
      target: { files: [new File(['x'], 'doc.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le format de doc.pdf n’est pas pris en charge.',
    );
  });

  it('loads older messages at the top when asked', async () => {
    stubApi({
      [route('getConversation', BOB_PATH)]: (call) =>
        call.query.get('cursor') === 'older'
          ? json(200, conversationWithBob([message('Older')]))
          : new Response(JSON.stringify(conversationWithBob([message('Newer')])), {
              status: 200,
              headers: {
                'Content-Type': 'application/json',
                Link: `</api/v1${BOB_PATH}?cursor=older>; rel="next"`,
              },
            }),
      [route('markConversationRead', `${BOB_PATH}/read`)]: ok,
    });
    const { events } = renderApp('/messages/bobsmith', { user: me });
    await screen.findByText('Newer');
    await events.click(screen.getByRole('button', { name: 'Show older messages' }));
    await waitFor(() => expect(messageTexts()).toEqual(['Older', 'Newer']));
    expect(screen.queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();
  });

  it('reads the open conversation again when the window regains the focus', async () => {
    const api = stubConversation([message('Before')]);
    renderApp('/messages/bobsmith', { user: me });
    await screen.findByText('Before');
    const loads = () =>
      api.apiCalls().filter((call) => call.method === 'GET' && call.path === `/api/v1${BOB_PATH}`);
    expect(loads()).toHaveLength(1);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(loads()).toHaveLength(2));
    act(() => focusManager.setFocused(undefined));
  });

  it('says why there is no message box when the member is not a friend', async () => {
    stubConversation([], {}, { canMessage: false });
    renderApp('/messages/bobsmith', { user: me });
    expect(await screen.findByText('You can only message your friends.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a message…' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal when the member does not exist', async () => {
    stubApi({
      [route('getConversation', '/messages/conversations/nobody')]: () =>
        json(404, { message: 'This member does not exist.' }),
    });
    renderApp('/messages/nobody', { user: me });
    expect(await screen.findByRole('alert')).toHaveTextContent('This member does not exist.');
    expect(screen.getByRole('link', { name: 'Back to your messages' })).toHaveAttribute(
      'href',
      '/messages',
    );
  });
});

describe('messages in other languages', () => {
  it('lists conversations in French, the unread count by its plural', async () => {
    await activateLanguage('fr', 'signed-in');
    stubApi({
      [route('getConversations')]: () =>
        json(200, [
          summary(bob, 'À ce soir', { unread: 2 }),
          summary(cleo, 'شكرًا', {
            unread: 1,
            lastMessage: {
              text: 'شكرًا',
              hasImage: false,
              sentByMe: true,
              createdAt: new Date().toISOString(),
            },
          }),
        ]),
    });
    renderApp('/messages', { user: me });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [bobRow, cleoRow] = within(list).getAllByRole('link');
    expect(bobRow).toHaveAccessibleName(/Bob Smith.*À ce soir.*2 non lus/);
    expect(cleoRow).toHaveAccessibleName(/1 non lu$/);
    expect(cleoRow).toHaveTextContent('Vous : شكرًا');
    expect(within(cleoRow!).getByText('شكرًا').tagName).toBe('BDI');
  });

  it('shows a conversation right to left in Arabic, each message in its own direction', async () => {
    await activateLanguage('ar', 'signed-in');
    stubConversation([message('See you', me.id), message('مرحبا')], {}, { seen: true });
    renderApp('/messages/bobsmith', { user: me });
    const log = await screen.findByRole('log', { name: 'الرسائل مع Bob Smith' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'Bob Smith' })).toHaveAttribute(
      'dir',
      'auto',
    );
    for (const text of ['مرحبا', 'See you']) {
      expect(within(log).getByText(text)).toHaveAttribute('dir', 'auto');
    }
    expect(within(log).getByText('شوهدت')).toBeInTheDocument();
    expect(within(log).getByRole('button', { name: 'إلغاء الإرسال: See you' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'اكتب رسالة…' })).toBeInTheDocument();
  });
});
