import { expect, test, type Page } from '@playwright/test';
import { isApiPath, nextApiResponse } from '../support/api';
import { expectAccessible } from '../support/axe';
import { newMember, registerByApi } from '../support/members';
import {
  friendCard,
  friendsHomeUi,
  fullNameOf,
  newMemberPage,
  notificationsUi,
  openProfile,
  profileUi,
  searchUi,
  signUpThroughUi,
  verifyByLoggingIn,
  verifySignedIn,
} from '../support/members-ui';
import { switchTheme } from '../support/theme';
import { expectPath, saveScreenshot, tabTo } from '../support/ui';

const exact = { exact: true } as const;

/** Waits for the server's answer to a friendship call the action makes, and expects success. */
const expectAnswered = async (
  page: Page,
  name: Parameters<typeof nextApiResponse>[1],
  action: () => Promise<void>,
) => {
  const answered = nextApiResponse(page, name);
  await action();
  const response = await answered;
  expect(response.ok(), `${name} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
};

/** The visually hidden announcement of the profile's friendship buttons. */
const expectAnnounced = (page: Page, text: string) =>
  expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);

test('members find each other, become friends and part, follow, and read each other’s details', async ({
  browser,
}) => {
  // The longest journey: three members and a dozen screens, each checked with axe.
  test.setTimeout(240_000);
  // Three windows, one per member, each with its own cookies and local storage.
  const memberA = newMember({ firstName: 'Katherine', lastName: 'Johnson' });
  const memberB = newMember({ firstName: 'Dorothy', lastName: 'Vaughan' });
  const memberC = newMember({ firstName: 'Mary', lastName: 'Jackson' });
  const [nameA, nameB, nameC] = [memberA, memberB, memberC].map(fullNameOf) as [
    string,
    string,
    string,
  ];
  const a = await newMemberPage(browser);
  const b = await newMemberPage(browser);
  const c = await newMemberPage(browser);
  const usernames = { a: '', b: '', c: '' };

  await test.step('A signs up in the Sign Up dialog; B and C through the API; all verify from the outbox', async () => {
    usernames.a = (await signUpThroughUi(a, memberA)).username;
    await verifySignedIn(a, memberA.email);
    usernames.b = (await registerByApi(b.request, memberB)).username;
    usernames.c = (await registerByApi(c.request, memberC)).username;
    await verifyByLoggingIn(b, memberB);
    await verifyByLoggingIn(c, memberC);
  });

  await test.step('A finds C, then B, with the search panel: live results, one call per pause', async () => {
    const search = searchUi(a);
    const searchCalls: string[] = [];
    a.on('request', (request) => {
      const url = new URL(request.url());
      if (isApiPath('search', url.pathname)) searchCalls.push(url.pathname);
    });

    await expect(search.opener).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(search.opener).toHaveAttribute('aria-expanded', 'false');
    await search.opener.click();
    await expect(search.panel).toBeVisible();
    await expect(search.opener).toHaveAttribute('aria-expanded', 'true');
    await expect(search.input).toBeFocused();
    await expect(search.input).toHaveAttribute('placeholder', 'Search Quad');
    await expect(search.input).toHaveAttribute('maxlength', '100');
    await expect(search.recentHeading).toBeVisible();
    await expect(search.panel.getByText('No recent searches', exact)).toBeVisible();
    await expectAccessible(a, 'search panel, no recent searches');

    // The exact pause is the component test's (search-box.test.tsx): here a loaded machine may
    // pause between two keys, so only "not a call per key, and the last for the whole term".
    await search.input.pressSequentially('jacks');
    await expect(search.memberLinks).toHaveText([nameC]);
    expect(searchCalls.at(-1)).toMatch(/\/jacks$/);
    expect(searchCalls.length, 'typing asks the server once it pauses').toBeLessThan(5);
    await search.memberLinks.first().click();
    await expect(search.panel).toBeHidden();
    await expectPath(a, `/profile/${usernames.c}`);
    await expect(profileUi(a).name).toHaveText(nameC);

    await search.opener.click();
    const callsBefore = searchCalls.length;
    await search.input.pressSequentially('vaugh');
    const result = search.panel.getByRole('link', { name: nameB, ...exact });
    await expect(result).toHaveAttribute('href', `/profile/${usernames.b}`);
    await expect(search.memberLinks).toHaveText([nameB]);
    expect(searchCalls.at(-1)).toMatch(/\/vaugh$/);
    expect(searchCalls.length - callsBefore).toBeLessThan(5);
    await expectAccessible(a, 'search panel with results');

    await search.input.fill('zzqx');
    // Shown from the keystroke until the answer: the call waits for a 250 ms pause.
    await expect(search.panel.getByRole('progressbar', { name: 'Searching' })).toBeVisible();
    await expect(search.panel.getByText('No members match “zzqx”.')).toBeVisible();
    await search.input.fill('vaugh');
    await expect(result).toBeVisible();
    await result.click();
    await expect(search.panel).toBeHidden();
    await expectPath(a, `/profile/${usernames.b}`);
    await expect(profileUi(a).name).toHaveText(nameB);
    await expect(a).toHaveTitle(`${nameB} | Quad`);
  });

  await test.step('Recent searches list B then C; B is removed; Escape and a click outside close', async () => {
    const search = searchUi(a);
    await search.opener.click();
    await expect(search.recentHeading).toBeVisible();
    await expect(search.memberLinks).toHaveText([nameB, nameC]);
    await expect(search.memberLinks.first()).toHaveAttribute('href', `/profile/${usernames.b}`);
    await expectAccessible(a, 'search panel with recent searches');

    await search.panel
      .getByRole('button', { name: `Remove ${nameB} from recent searches`, ...exact })
      .click();
    await expect(search.memberLinks).toHaveText([nameC]);

    await a.keyboard.press('Escape');
    await expect(search.panel).toBeHidden();
    await expect(search.opener).toBeFocused();
    await expect(search.opener).toHaveAttribute('aria-expanded', 'false');

    // Removed on the server too: a fresh panel after a reload shows C alone.
    await a.reload();
    await search.opener.click();
    await expect(search.memberLinks).toHaveText([nameC]);
    await search.close.click();
    await expect(search.panel).toBeHidden();
    await expect(search.opener).toBeFocused();

    await search.opener.click();
    await expect(search.memberLinks).toHaveText([nameC]);
    await profileUi(a).name.click();
    await expect(search.panel).toBeHidden();

    // A recent entry opens the profile like a result does.
    await search.opener.click();
    await search.memberLinks.first().click();
    await expect(search.panel).toBeHidden();
    await expectPath(a, `/profile/${usernames.c}`);
    await expect(profileUi(a).name).toHaveText(nameC);
    await openProfile(a, usernames.b, nameB);
  });

  await test.step('A sends B a friend request from B’s profile', async () => {
    const profile = profileUi(a);
    await expect(profile.addFriend).toBeVisible();
    await expect(profile.follow).toBeVisible();
    await expectAccessible(a, 'profile of another member, not connected');
    await expectAnswered(a, 'addFriend', () => profile.addFriend.click());
    await expect(profile.cancelRequest).toBeEnabled();
    await expect(profile.following).toBeEnabled();
    await expect(profile.addFriend).toHaveCount(0);
    await expectAnnounced(a, 'Friend request sent.');
    await a.reload();
    await expect(profile.cancelRequest).toBeVisible();
    await expect(profile.following).toBeVisible();
    await expectAccessible(a, 'profile of another member, request sent');

    await a.goto('/friends/sent');
    await expect(a.getByRole('heading', { level: 1, name: 'Sent Requests' })).toBeVisible();
    await expect(
      friendCard(a, nameB).getByRole('button', { name: 'Cancel Request', ...exact }),
    ).toBeEnabled();
    await expectAccessible(a, 'sent requests page');
    await openProfile(a, usernames.b, nameB);
  });

  await test.step('B sees the red dot, opens the notifications and follows them to the request', async () => {
    const notifications = notificationsUi(b);
    await b.reload();
    await expect(notifications.button).toHaveAccessibleDescription('New friend requests');
    await expectAccessible(b, 'home with the notification dot');

    await notifications.button.click();
    await expect(notifications.dropdown).toBeVisible();
    await expect(
      notifications.dropdown.getByRole('heading', { name: 'Notifications', ...exact }),
    ).toBeVisible();
    await expect(notifications.requestsLink).toHaveText('You have active friend requests');
    await expect(notifications.requestsLink).toHaveAttribute('href', '/friends/requests');
    await expect(notifications.button).toHaveAccessibleDescription('');
    expect(await b.evaluate(() => localStorage.getItem('userNotified'))).toBe('true');
    await expectAccessible(b, 'notifications dropdown open');

    await notifications.requestsLink.click();
    await expectPath(b, '/friends/requests');
    await expect(b.getByRole('heading', { level: 1, name: 'Friend Requests' })).toBeVisible();
    const menu = b.getByRole('navigation', { name: 'Friends', ...exact });
    await expect(menu.getByRole('link', { name: 'Friend Requests', ...exact })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      b.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Friends', ...exact }),
    ).toHaveAttribute('aria-current', 'page');
    const card = friendCard(b, nameA);
    await expect(card.getByRole('link', { name: nameA, ...exact })).toHaveAttribute(
      'href',
      `/profile/${usernames.a}`,
    );
    await expect(card.getByRole('button', { name: 'Delete', ...exact })).toBeEnabled();
    await expectAccessible(b, 'friend requests page');
  });

  await test.step('B confirms; the lists reload and A is B’s friend', async () => {
    const card = friendCard(b, nameA);
    await expectAnswered(b, 'acceptRequest', () =>
      card.getByRole('button', { name: 'Confirm', ...exact }).click(),
    );
    await expect(card).toHaveCount(0);
    await expect(b.getByText(/^No friend requests right now\./)).toBeVisible();
    const notifications = notificationsUi(b);
    await expect(notifications.button).toHaveAccessibleDescription('');
    await notifications.button.click();
    await expect(notifications.requestsLink).toHaveText('No new requests');
    await b.keyboard.press('Escape');
    await expect(notifications.dropdown).toBeHidden();
    await expect(notifications.button).toBeFocused();

    await b
      .getByRole('navigation', { name: 'Friends', ...exact })
      .getByRole('link', { name: 'Home', ...exact })
      .click();
    await expectPath(b, '/friends');
    const sections = friendsHomeUi(b);
    await expect(sections.friends.getByRole('link', { name: nameA, ...exact })).toBeVisible();
    await expect(sections.requests.getByText(/^No friend requests right now\./)).toBeVisible();
    await expect(sections.sent.getByText(/^You have no pending requests\./)).toBeVisible();
    await expect(friendCard(b, nameC)).toBeVisible();
    await expect(sections.suggestions.getByRole('article', { name: nameA })).toHaveCount(0);
    await expect(sections.friends.getByRole('link', { name: 'See all friends' })).toHaveAttribute(
      'href',
      '/friends/all',
    );
    await expectAccessible(b, 'friends page, dark');
    await saveScreenshot(b, 'friends-dark');
    await switchTheme(b, 'light');
    await expect(sections.friends.getByRole('link', { name: nameA, ...exact })).toBeVisible();
    await expect(friendCard(b, nameC)).toBeVisible();
    await expectAccessible(b, 'friends page, light');
    await saveScreenshot(b, 'friends-light');

    await b
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home feed', ...exact })
      .click();
    await expectPath(b, '/');
    const contacts = b.getByRole('complementary', { name: 'CCU Friends', ...exact });
    await expect(contacts.getByRole('link', { name: nameA, ...exact })).toHaveAttribute(
      'href',
      `/profile/${usernames.a}`,
    );
    await expectAccessible(b, 'home with a friend in the right panel');
  });

  await test.step('A sees the friendship on B’s profile and unfriends B from the Friends menu', async () => {
    const profile = profileUi(a);
    await a.reload();
    await expect(profile.friends).toBeVisible();
    await expect(profile.friends).toHaveAttribute('aria-haspopup', 'menu');
    await expect(profile.follow).toHaveCount(0);
    await expect(profile.following).toHaveCount(0);
    await expect(a.getByText('1 friend', exact).first()).toBeVisible();
    await expect(
      a.getByRole('list', { name: `Friends of ${nameB}` }).getByRole('img', { name: nameA }),
    ).toBeVisible();
    await expect(profile.friendsCard.getByRole('link', { name: nameA, ...exact })).toBeVisible();

    await profile.friends.click();
    const menu = a.getByRole('menu', { name: 'Friends' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Unfollow', 'Unfriend']);
    await expectAccessible(a, 'profile with the Friends menu open');
    await expectAnswered(a, 'unfriend', () =>
      menu.getByRole('menuitem', { name: 'Unfriend' }).click(),
    );
    await expect(profile.addFriend).toBeEnabled();
    await expect(profile.follow).toBeEnabled();
    await expectAnnounced(a, 'You are no longer friends.');
    await a.reload();
    await expect(profile.addFriend).toBeVisible();
    await expect(profile.follow).toBeVisible();
    await expect(a.getByText('0 friends', exact).first()).toBeVisible();
  });

  await test.step('B sees no friendship either', async () => {
    await b.goto('/friends');
    const sections = friendsHomeUi(b);
    await expect(sections.friends.getByText(/^No friends yet\./)).toBeVisible();
    await expect(sections.requests.getByText(/^No friend requests right now\./)).toBeVisible();
    await expect(sections.sent.getByText(/^You have no pending requests\./)).toBeVisible();
    await openProfile(b, usernames.a, nameA);
    await expect(profileUi(b).addFriend).toBeVisible();
    await expect(profileUi(b).follow).toBeVisible();
  });

  await test.step('C follows A from A’s profile; Following stays after a reload', async () => {
    const profile = profileUi(c);
    await openProfile(c, usernames.a, nameA);
    await expect(profile.addFriend).toBeVisible();
    await expectAnswered(c, 'follow', () => profile.follow.click());
    await expect(profile.following).toBeEnabled();
    await expect(profile.addFriend).toBeVisible();
    await expectAnnounced(c, 'You now follow this member.');
    await c.reload();
    await expect(profile.name).toHaveText(nameA);
    await expect(profile.following).toBeVisible();
    await expect(profile.follow).toHaveCount(0);
    await expectAccessible(c, 'profile of a followed member');
  });

  await test.step('A finds C among the followers on the Following page and follows back; C unfollows A there', async () => {
    await a
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home feed' })
      .click();
    await expectPath(a, '/');
    await a
      .getByRole('navigation', { name: 'Shortcuts' })
      .getByRole('link', { name: 'Following' })
      .click();
    await expectPath(a, '/following');
    const followers = a.getByRole('region', { name: 'Your followers' });
    const rowC = followers.getByRole('article', { name: nameC });
    await expect(rowC).toBeVisible();
    await expectAnswered(a, 'follow', () =>
      rowC.getByRole('button', { name: `Follow back ${nameC}` }).click(),
    );
    const youFollow = a.getByRole('region', { name: 'People you follow' });
    await expect(youFollow.getByRole('article', { name: nameC })).toBeVisible();
    await expect(rowC.getByRole('button', { name: `Unfollow ${nameC}` })).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await switchTheme(a, theme);
      await expect(youFollow.getByRole('article', { name: nameC })).toBeVisible();
      await expectAccessible(a, `Following page (${theme})`);
    }

    await c.goto('/following');
    const followedByC = c.getByRole('region', { name: 'People you follow' });
    await expectAnswered(c, 'unfollow', () =>
      followedByC
        .getByRole('article', { name: nameA })
        .getByRole('button', { name: `Unfollow ${nameA}` })
        .click(),
    );
    await expect(followedByC.getByText(/^You are not following anyone yet\./)).toBeVisible();
  });

  const details = {
    bio: 'Mathematician who computed trajectories for early space flights.',
    currentCity: 'Hampton',
    hometown: 'White Sulphur Springs',
    relationship: 'Married',
    github: 'kjohnson-e2e',
  };

  await test.step('A writes a bio on the own profile, with the characters left shown', async () => {
    await a
      .getByRole('banner')
      .getByRole('link', { name: memberA.firstName, ...exact })
      .click();
    await expectPath(a, '/profile');
    await expect(profileUi(a).name).toHaveText(nameA);
    await expect(a.getByText('Edit Profile Enabled')).toBeVisible();
    await expect(
      a.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Posts' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      a
        .getByRole('navigation', { name: 'Profile sections' })
        .getByRole('link', { name: 'Friends', ...exact }),
    ).toHaveAttribute('href', '/friends/all');

    const intro = profileUi(a).intro;
    await intro.getByRole('button', { name: 'Add Bio', ...exact }).click();
    const form = intro.getByRole('form', { name: 'Bio' });
    const textbox = form.getByRole('textbox', { name: 'Bio' });
    await expect(textbox).toBeFocused();
    await expect(textbox).toHaveAttribute('maxlength', '100');
    await expect(textbox).toHaveAccessibleDescription('100 characters remaining');
    await textbox.fill(details.bio);
    const left = `${100 - details.bio.length} characters remaining`;
    await expect(form.getByText(left)).toBeVisible();
    await expect(textbox).toHaveAccessibleDescription(left);
    await expect(form.getByText('Public', exact)).toBeVisible();
    await expectAccessible(a, 'own profile, bio editor');
    await expectAnswered(a, 'updateDetails', () =>
      form.getByRole('button', { name: 'Save', ...exact }).click(),
    );
    await expect(form).toHaveCount(0);
    await expect(intro.getByText(details.bio)).toBeVisible();
    await expect(intro.getByRole('button', { name: 'Edit Bio', ...exact })).toBeVisible();
  });

  await test.step('A fills details in the Edit Details dialog, the current city by keyboard only', async () => {
    const opener = a.getByRole('button', { name: 'Edit Details', ...exact });
    await opener.focus();
    await a.keyboard.press('Enter');
    const dialog = a.getByRole('dialog', { name: 'Edit Details' });
    await expect(dialog).toBeVisible();
    for (const title of ['Other Name', 'Work', 'Current City', 'Hometown', 'Relationship']) {
      await expect(dialog.getByRole('heading', { level: 3, name: title, ...exact })).toBeVisible();
    }
    await expectAccessible(a, 'Edit Details dialog');

    // Keyboard: Tab to the section's Add button, Enter, type, Enter saves.
    await tabTo(a, dialog.getByRole('button', { name: 'Add current city', ...exact }));
    await a.keyboard.press('Enter');
    const city = dialog.getByRole('textbox', { name: 'Current city', ...exact });
    await expect(city).toBeFocused();
    await expect(city).toHaveAttribute('maxlength', '28');
    await a.keyboard.type(details.currentCity);
    await expectAnswered(a, 'updateDetails', () => a.keyboard.press('Enter'));
    await expect(dialog.getByText(details.currentCity, exact)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Edit current city', ...exact })).toBeFocused();

    await dialog.getByRole('button', { name: 'Add hometown', ...exact }).click();
    const hometownForm = dialog.getByRole('form', { name: 'Hometown' });
    await hometownForm.getByRole('textbox', { name: 'Hometown' }).fill(details.hometown);
    await expect(hometownForm.getByText('Public', exact)).toBeVisible();
    await expectAccessible(a, 'Edit Details dialog with an editor open');
    await expectAnswered(a, 'updateDetails', () =>
      hometownForm.getByRole('button', { name: 'Save', ...exact }).click(),
    );
    await expect(dialog.getByText(details.hometown, exact)).toBeVisible();

    // Cancel puts the saved value back.
    await dialog.getByRole('button', { name: 'Edit hometown', ...exact }).click();
    await hometownForm.getByRole('textbox', { name: 'Hometown' }).fill('Somewhere else');
    await hometownForm.getByRole('button', { name: 'Cancel', ...exact }).click();
    await expect(hometownForm).toHaveCount(0);
    await expect(dialog.getByText(details.hometown, exact)).toBeVisible();

    await dialog.getByRole('button', { name: 'Add a relationship status', ...exact }).click();
    const relationshipForm = dialog.getByRole('form', { name: 'Relationship' });
    const relationship = relationshipForm.getByRole('combobox', { name: 'Relationship' });
    await expect(relationship.getByRole('option')).toHaveText([
      'None',
      'Single',
      'In a relationship',
      'Married',
      'Divorced',
    ]);
    await relationship.selectOption({ label: details.relationship });
    await expectAnswered(a, 'updateDetails', () =>
      relationshipForm.getByRole('button', { name: 'Save', ...exact }).click(),
    );
    await expect(
      dialog.getByRole('button', { name: 'Edit relationship status', ...exact }),
    ).toBeVisible();

    await dialog.getByRole('button', { name: 'Add GitHub', ...exact }).click();
    const githubForm = dialog.getByRole('form', { name: 'GitHub' });
    await githubForm.getByRole('textbox', { name: 'GitHub' }).fill(details.github);
    await expectAnswered(a, 'updateDetails', () =>
      githubForm.getByRole('button', { name: 'Save', ...exact }).click(),
    );
    await expect(
      dialog.getByRole('button', { name: 'Edit GitHub username', ...exact }),
    ).toBeVisible();

    await a.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    const intro = profileUi(a).intro;
    await expect(intro.getByText(`Lives in ${details.currentCity}`, exact)).toBeVisible();
    await expect(intro.getByText(`From ${details.hometown}`, exact)).toBeVisible();
    await expect(intro.getByText(details.relationship, exact)).toBeVisible();
    await expect(
      intro.getByRole('link', { name: `github.com/${details.github}`, ...exact }),
    ).toHaveAttribute('href', `https://github.com/${details.github}`);
    await expectAccessible(a, 'own profile with details');
  });

  await test.step('A’s GitHub shortcut on the home page uses the handle', async () => {
    await a
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home feed', ...exact })
      .click();
    await expectPath(a, '/');
    const github = a
      .getByRole('navigation', { name: 'Shortcuts' })
      .getByRole('link', { name: 'GitHub', ...exact });
    await expect(github).toHaveAttribute('href', `https://github.com/${details.github}`);
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
  });

  await test.step('B opens A’s profile and reads the bio and details; light and dark screenshots', async () => {
    await openProfile(b, usernames.a, nameA);
    const intro = profileUi(b).intro;
    await expect(intro.getByText(details.bio)).toBeVisible();
    await expect(intro.getByText(`Lives in ${details.currentCity}`, exact)).toBeVisible();
    await expect(intro.getByText(`From ${details.hometown}`, exact)).toBeVisible();
    await expect(intro.getByText(details.relationship, exact)).toBeVisible();
    const github = intro.getByRole('link', { name: `github.com/${details.github}`, ...exact });
    await expect(github).toHaveAttribute('href', `https://github.com/${details.github}`);
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(intro.getByRole('button')).toHaveCount(0);
    await expect(b.getByRole('button', { name: 'Edit Details' })).toHaveCount(0);
    await expect(b).toHaveTitle(`${nameA} | Quad`);
    await expectAccessible(b, 'profile with details, light');
    await saveScreenshot(b, 'profile-light');
    await switchTheme(b, 'dark');
    await expect(intro.getByText(`Lives in ${details.currentCity}`, exact)).toBeVisible();
    await expectAccessible(b, 'profile with details, dark');
    await saveScreenshot(b, 'profile-dark');
  });

  for (const page of [a, b, c]) await page.context().close();
});
