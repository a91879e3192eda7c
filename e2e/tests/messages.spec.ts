import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { photo } from '../support/images';
import { callByApi } from '../support/api';
import { befriendByApi, registerVerifiedByApi } from '../support/member-api';
import { newMember } from '../support/members';
import { fullNameOf, openProfile } from '../support/members-ui';
import { signedInWindow } from '../support/posts-ui';
import { switchTheme } from '../support/theme';
import { expectPath, saveScreenshot, waitForApp } from '../support/ui';

const exact = { exact: true } as const;

const messagesIcon = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Messages(, \d+ unread)?$/ });
const conversationLog = (page: Page, name: string) =>
  page.getByRole('log', { name: `Messages with ${name}`, ...exact });
const messageBox = (page: Page) =>
  page.getByRole('textbox', { name: 'Write a message…', ...exact });

/** axe on the screen as it is, in the dark theme (the default) and in the light one. */
const expectAccessibleInBothThemes = async (
  page: Page,
  screen: string,
  ready: () => Promise<void>,
) => {
  await expectAccessible(page, `${screen}, dark`);
  await saveScreenshot(page, `${screen.replaceAll(' ', '-')}-dark`);
  await switchTheme(page, 'light');
  await ready();
  await expectAccessible(page, `${screen}, light`);
  await saveScreenshot(page, `${screen.replaceAll(' ', '-')}-light`);
  await switchTheme(page, 'dark');
  await ready();
};

test('two friends exchange messages: Message on a profile, Enter sends, unread in bold, Seen, Unsend', async ({
  browser,
  request,
}) => {
  const memberA = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Grace', lastName: 'Hopper' }),
  );
  const memberB = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Alan', lastName: 'Turing' }),
  );
  await befriendByApi(request, memberA, memberB);
  const [nameA, nameB] = [fullNameOf(memberA), fullNameOf(memberB)];
  const a = await signedInWindow(browser, memberA);
  const b = await signedInWindow(browser, memberB);

  await test.step('A opens B’s profile, clicks Message and sends with Enter (Shift+Enter breaks the line)', async () => {
    await openProfile(a, memberB.username, nameB);
    await saveScreenshot(a, 'profile-message-link');
    await a.getByRole('link', { name: 'Message', ...exact }).click();
    await expectPath(a, `/messages/${memberB.username}`);
    await expect(a.getByRole('heading', { level: 1, name: nameB })).toBeVisible();
    const box = messageBox(a);
    await expect(box).toHaveAttribute('placeholder', 'Write a message…');
    await box.fill('Hello Alan');
    await box.press('Shift+Enter');
    await box.pressSequentially('Lunch at noon?');
    await box.press('Enter');
    await expect(conversationLog(a, nameB).getByText('Hello Alan')).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(conversationLog(a, nameB).getByText('Seen', exact)).toHaveCount(0);
  });

  await test.step('A sends a photo with no text: a preview first, then the photo in the conversation', async () => {
    await a
      .getByLabel('Choose a photo for your message', exact)
      .setInputFiles(photo('desk.png', 200, 320, 240));
    await expect(a.getByRole('img', { name: 'To send with your message', ...exact })).toBeVisible();
    await a.getByRole('button', { name: 'Send', ...exact }).click();
    const sent = conversationLog(a, nameB).getByRole('img', {
      name: 'Attachment you sent',
      ...exact,
    });
    await expect(sent).toBeVisible();
    await expect
      .poll(() => sent.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(320);
  });

  await test.step('B’s open page counts them on the icon without a reload; the conversation is bold on /messages', async () => {
    await expect(messagesIcon(b)).toHaveAccessibleName('Messages, 1 unread');
    await messagesIcon(b).click();
    await expectPath(b, '/messages');
    const row = b
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(nameA) });
    await expect(row).toContainText('Sent a photo');
    await expect(row).toHaveAccessibleName(/2 unread/);
    const weight = await row
      .getByText(nameA, exact)
      .evaluate((element) => getComputedStyle(element).fontWeight);
    expect(Number(weight)).toBeGreaterThanOrEqual(700);
    await expectAccessibleInBothThemes(b, 'messages list', () => expect(row).toBeVisible());
  });

  await test.step('B opens it: read, and A’s open conversation shows "Seen" without a reload', async () => {
    await b
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(nameA) })
      .click();
    await expectPath(b, `/messages/${memberA.username}`);
    await expect(conversationLog(b, nameA).getByText('Hello Alan')).toBeVisible();
    await expect(
      conversationLog(b, nameA).getByRole('img', { name: `Attachment from ${nameA}`, ...exact }),
    ).toBeVisible();
    await expect(messagesIcon(b)).toHaveAccessibleName('Messages');
    await expect(conversationLog(a, nameB).getByText('Seen', exact)).toBeVisible();
  });

  await test.step('B answers twice and unsends one after confirming; A sees both live', async () => {
    const box = messageBox(b);
    await box.fill('Sure, see you there');
    await box.press('Enter');
    await expect(conversationLog(b, nameA).getByText('Sure, see you there')).toBeVisible();
    await box.fill('Wrong chat, sorry');
    await box.press('Enter');
    const log = conversationLog(b, nameA);
    await expect(log.getByText('Wrong chat, sorry')).toBeVisible();
    await expectAccessibleInBothThemes(b, 'a conversation', () =>
      expect(conversationLog(b, nameA).getByText('Wrong chat, sorry')).toBeVisible(),
    );

    await log.getByRole('button', { name: 'Unsend: Wrong chat, sorry', ...exact }).click();
    const dialog = b.getByRole('dialog', { name: 'Unsend message?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(b, 'unsend confirmation');
    await dialog.getByRole('button', { name: 'Unsend', ...exact }).click();
    await expect(dialog).toBeHidden();
    await expect(log.getByText('Wrong chat, sorry')).toHaveCount(0);
    await expect(log.getByText('Sure, see you there')).toBeVisible();

    await expect(conversationLog(a, nameB).getByText('Sure, see you there')).toBeVisible();
    await expect(conversationLog(a, nameB).getByText('Wrong chat, sorry')).toHaveCount(0);
  });
});

test('older messages load as the reader scrolls up, and what they were reading stays in place', async ({
  browser,
  request,
}) => {
  const memberA = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Ada', lastName: 'Lovelace' }),
  );
  const memberB = await registerVerifiedByApi(
    request,
    newMember({ firstName: 'Charles', lastName: 'Babbage' }),
  );
  await befriendByApi(request, memberA, memberB);
  const count = 35;
  for (let index = 1; index <= count; index += 1) {
    const [from, to] = index % 2 === 0 ? [memberA, memberB] : [memberB, memberA];
    await callByApi(request, 'sendMessage', {
      token: from.token,
      params: { username: to.username },
      body: { text: `Note ${index}` },
    });
  }
  const a = await signedInWindow(browser, memberA);
  await a.goto(`/messages/${memberB.username}`);
  // The server drew the conversation; the app, once it runs, keeps the newest message in view.
  // A scroll before that would be undone, as it would be for a reader.
  await waitForApp(a);
  const log = conversationLog(a, fullNameOf(memberB));
  const note = (index: number) => log.getByText(`Note ${index}`, exact);

  // The newest page, at the bottom.
  await expect(note(count)).toBeInViewport();
  await expect(note(1)).toHaveCount(0);

  // Scrolling to the top loads older pages above; the message that was at the top stays there
  // instead of jumping down by a page.
  const showOlder = log.getByRole('button', { name: 'Show older messages' });
  // The newest page may be short enough to fetch the one before it at once: let that finish.
  const loading = log.getByRole('button', { name: 'Loading…' });
  await expect(loading).toHaveCount(0);
  let loads = 0;
  while ((await showOlder.count()) > 0) {
    const firstText = await log.getByRole('listitem').first().getByRole('paragraph').textContent();
    const anchor = log.getByText(firstText ?? '', exact);
    await log.evaluate((element) => element.scrollTo({ top: 0 }));
    await expect(log.getByRole('listitem').first().getByRole('paragraph')).not.toHaveText(
      firstText ?? '',
    );
    const [box, anchorBox] = [await log.boundingBox(), await anchor.boundingBox()];
    expect((anchorBox?.y ?? 0) - (box?.y ?? 0)).toBeLessThan(120);
    await expect(loading).toHaveCount(0);
    loads += 1;
  }
  expect(loads).toBeGreaterThan(0);
  await expect(note(1)).toBeAttached();
  await expect(log.getByRole('button', { name: 'Show older messages' })).toHaveCount(0);
});
