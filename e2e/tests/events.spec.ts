/**
 * Issue 19's journey: Post Event, the event card in the feed, the event page (/events/:postId)
 * with its answers and waitlist, the seat notification, Add to calendar, the host's Check-in
 * dialog (code and QR code) and the attendee's check-in page (/events/:postId/check-in), /events,
 * Settings › Calendar feed and a group's Events tab, by the issue's words on screen (§5); axe on
 * each new screen in both themes.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Post } from '@quad/contract';
import { callByApi, expectCallsSucceed, nextApiResponse } from '../support/api';
import { registerVerifiedByApi } from '../support/member-api';
import { newMember } from '../support/members';
import { fullNameOf, notificationsUi } from '../support/members-ui';
import { signedInWindow } from '../support/posts-ui';
import { expectPath } from '../support/ui';
import { escapeRegExp } from '../support/urls';
import { screenChecks } from '../support/screen-checks';

const exact = { exact: true } as const;

const { checkScreen, checkBothThemes } = screenChecks('events');

/** A button or a link, as the screens may make either of "Add to calendar", "Check-in"… */
const control = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, ...exact }).or(scope.getByRole('link', { name, ...exact }));

/** The event page's answer buttons and counts (the words). */
const eventUi = (page: Page) => ({
  going: page.getByRole('button', { name: 'Going', ...exact }),
  cantGo: page.getByRole('button', { name: "Can't go", ...exact }),
  goingCount: (count: number) => page.getByText(new RegExp(`^${count} going · \\d+ interested$`)),
  // The Going button says the place while waiting (the guest list says it too).
  waitlist: (position: string) =>
    page.getByRole('button', { name: `Waitlist · ${position}`, ...exact }),
  addToCalendar: control(page, 'Add to calendar'),
  hostCheckIn: control(page, 'Check-in'),
  attendeeCheckIn: control(page, 'Check in'),
});

/** The wall time `minutes` from now in the browser's own zone, as date and time inputs take it. */
const localInputsIn = (page: Page, minutes: number) =>
  page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead * 60_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return {
      date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
      time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
    };
  }, minutes);

/** Fills Starts: a date input labelled "Starts" and a time input beside it, "Starts time". */
const fillStarts = async (dialog: Locator, when: { date: string; time: string }) => {
  await dialog.getByLabel('Starts', exact).fill(when.date);
  await dialog.getByLabel('Starts time', exact).fill(when.time);
};

/** The check-in code as the host's dialog shows it: six digits, as text. */
const codeIn = (dialog: Locator) => dialog.getByText(/^\d{6}$/);

/** A notification's link, by its sentence; the rest of its name is the time and "unread". */
const notificationLink = (scope: Locator, sentence: string) =>
  scope.getByRole('link', { name: new RegExp(`^${escapeRegExp(sentence)}, `) });

test('A posts an event with one seat; B goes, C waits and gets the seat when B cannot go; C adds it to her calendar and checks in with the code A shows', async ({
  browser,
  request,
}) => {
  // Slow on a loaded 2-core CI machine (6 minutes measured there); 1.5 minutes on a quiet one.
  test.setTimeout(600_000);
  const memberA = newMember({ firstName: 'Wanjiru', lastName: 'Kamau' });
  const memberB = newMember({ firstName: 'Tomás', lastName: 'Ortega' });
  const memberC = newMember({ firstName: 'Chioma', lastName: 'Eze' });
  const title = 'Rocket launch watch party';
  let postId = '';

  const [host, , c] = await Promise.all([
    registerVerifiedByApi(request, memberA),
    registerVerifiedByApi(request, memberB),
    registerVerifiedByApi(request, memberC),
  ]);
  const a = await signedInWindow(browser, memberA);

  await test.step('A opens Post Event from the post box, fills Title, Starts (within the hour: check-in is open) and Capacity 1, and posts; axe on the form in both themes', async () => {
    const postEvent = a
      .getByRole('region', { name: 'Create post', ...exact })
      .getByRole('button', { name: 'Post Event', ...exact });
    const dialog = a.getByRole('dialog').filter({ has: a.getByLabel('Title', exact) });
    await checkBothThemes(a, 'post event form', dialog, async () => {
      await postEvent.click();
      await expect(dialog.getByLabel('Title', exact)).toBeVisible();
    });
    await dialog.getByLabel('Title', exact).fill(title);
    await fillStarts(dialog, await localInputsIn(a, 40));
    await dialog.getByLabel('Capacity', exact).fill('1');
    await dialog.getByLabel('Location', exact).fill('Science Annex roof');
    await checkScreen(a, 'post event form filled', 'light', dialog);
    const created = nextApiResponse(a, 'createEvent');
    await dialog.getByRole('button', { name: 'Post', ...exact }).click();
    const response = await created;
    expect(response.ok(), await response.text()).toBe(true);
    postId = ((await response.json()) as Post)._id;
    await expect(dialog).toBeHidden();
  });

  await test.step('The feed shows it as an event card, with its counts and Add to calendar; axe on the card in both themes', async () => {
    const card = a.getByRole('article').filter({ hasText: title }).first();
    await checkBothThemes(a, 'event card in the feed', card);
    await expect(card.getByRole('link', { name: title, ...exact })).toBeVisible();
    await expect(card.getByText('0 going · 0 interested', exact)).toBeVisible();
    await expect(control(card, 'Add to calendar')).toBeVisible();
    await expect(control(card, 'Edit event')).toBeVisible();
  });

  const eventPath = () => `/events/${postId}`;
  const checkInPath = () => `/events/${postId}/check-in`;

  const pageB = await signedInWindow(browser, memberB);
  await test.step('B opens the event page and answers Going; axe on the event page in both themes', async () => {
    await pageB.goto(eventPath());
    const ui = eventUi(pageB);
    await expect(pageB.getByRole('heading', { name: title })).toBeVisible();
    await checkBothThemes(pageB, 'event page', ui.going);
    await expectCallsSucceed(pageB, ['answerEvent'], () => ui.going.click());
    await expect(ui.goingCount(1)).toBeVisible();
  });

  const pageC = await signedInWindow(browser, memberC);
  await test.step('C answers Going on the full event and is put on the waitlist: "Waitlist · 1st"', async () => {
    await pageC.goto(eventPath());
    const ui = eventUi(pageC);
    await expectCallsSucceed(pageC, ['answerEvent'], () => ui.going.click());
    await expect(ui.waitlist('1st')).toBeVisible();
    await expect(ui.goingCount(1)).toBeVisible();
    await checkBothThemes(pageC, 'event page on the waitlist', ui.waitlist('1st'));
  });

  await test.step("B changes to Can't go; C is told she is Going", async () => {
    const ui = eventUi(pageB);
    await expectCallsSucceed(pageB, ['answerEvent'], () => ui.cantGo.click());

    const bell = notificationsUi(pageC);
    await pageC.reload();
    await expect(bell.button).toHaveAccessibleName(/, \d+ unread$/);
    await bell.button.click();
    const seat = notificationLink(
      bell.list,
      `Your place on the waitlist of ${title} became a seat: you are Going`,
    );
    await expect(seat).toBeVisible();
    await seat.click();
    await expectPath(pageC, eventPath());
    await expect(eventUi(pageC).waitlist('1st')).toBeHidden();
    await expect(eventUi(pageC).goingCount(1)).toBeVisible();
  });

  await test.step('C downloads the event with Add to calendar: an .ics with the event', async () => {
    const downloaded = pageC.waitForEvent('download', { timeout: 30_000 });
    await eventUi(pageC).addToCalendar.click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile(await download.path(), 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`SUMMARY:${title}`);
    expect(ics).toContain('END:VEVENT');
  });

  const checkInDialog = a.getByRole('dialog', { name: `Check-in · ${title}`, ...exact });
  await test.step('A opens Check-in on the event page: a dialog with the code as text beside its QR code; axe in both themes', async () => {
    await a.goto(eventPath());
    await checkBothThemes(a, 'check-in dialog', codeIn(checkInDialog), async () => {
      await eventUi(a).hostCheckIn.click();
    });
    await expect(checkInDialog.getByRole('img', { name: /^QR code/ })).toBeVisible();
    await expect(checkInDialog.getByText('Nobody has checked in yet.', exact)).toBeVisible();
  });

  await test.step('C opens Check in from the event page and types the code A shows in the field "Check-in code"; axe on the page in both themes', async () => {
    await eventUi(pageC).attendeeCheckIn.click();
    await expectPath(pageC, checkInPath());
    const field = pageC.getByLabel('Check-in code', exact);
    await checkBothThemes(pageC, 'check-in page', field);
    // The code on A's screen now (it changes every 30 seconds and is taken for a minute).
    await field.fill((await codeIn(checkInDialog).textContent()) ?? '');
    await expectCallsSucceed(pageC, ['checkIn'], () =>
      pageC.getByRole('button', { name: 'Check in', ...exact }).click(),
    );
    await expect(pageC.getByRole('status')).toHaveText('You are checked in.');
  });

  await test.step('A sees C as Attended in the Check-in dialog, and Download attendance', async () => {
    const row = checkInDialog.getByRole('listitem').filter({ hasText: fullNameOf(memberC) });
    // The dialog reads who checked in every few seconds.
    await expect(row).toContainText('Attended', { timeout: 15_000 });
    await expect(control(checkInDialog, 'Download attendance')).toBeVisible();
  });

  // The journey's answers are the server's too.
  const guests = await callByApi(request, 'getEventGuests', {
    token: c.token,
    params: { postId },
  });
  expect(guests.going.map((guest) => guest.user._id)).toEqual([c.id]);
  expect(guests.waitlist).toEqual([]);
  const attendance = await callByApi(request, 'getAttendance', {
    token: host.token,
    params: { postId },
  });
  expect(attendance.map((each) => each.user._id)).toEqual([c.id]);
});

test('A finds her event under Hosting on /events, C makes her calendar feed in Settings, and a group hosts an event on its Events tab', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const memberA = newMember({ firstName: 'Wanjiru', lastName: 'Kamau' });
  const memberC = newMember({ firstName: 'Chioma', lastName: 'Eze' });
  const title = 'Rooftop stargazing';
  const [host] = await Promise.all([
    registerVerifiedByApi(request, memberA),
    registerVerifiedByApi(request, memberC),
  ]);
  await callByApi(request, 'createEvent', {
    token: host.token,
    body: { title, starts_at: new Date(Date.now() + 2 * 24 * 3_600_000).toISOString() },
  });
  const a = await signedInWindow(browser, memberA);
  const pageC = await signedInWindow(browser, memberC);

  await test.step('A finds the event under Hosting on /events; axe on each tab in both themes', async () => {
    await a.goto('/events');
    const tabs = a.getByRole('tablist');
    for (const name of ['Upcoming', 'Calendar', 'Going', 'Hosting', 'Past']) {
      await expect(tabs.getByRole('tab', { name, ...exact })).toBeVisible();
    }
    for (const name of ['Upcoming', 'Calendar', 'Hosting']) {
      const tab = a.getByRole('tab', { name, ...exact });
      await checkBothThemes(a, `events ${name}`, a.getByRole('tabpanel'), async () => {
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
      });
    }
    await expect(a.getByRole('tabpanel').getByText(title)).toBeVisible();
  });

  await test.step('C makes her Calendar feed in Settings with Create link, then sees Copy link, a webcal:// link and Reset link; axe in both themes', async () => {
    await pageC.goto('/settings');
    const feed = pageC.getByRole('region', { name: 'Calendar feed', ...exact });
    await expect(feed.getByText('You have no calendar feed. Create link makes one.')).toBeVisible();
    await expect(control(feed, 'Reset link')).toHaveCount(0);
    await control(feed, 'Create link').click();
    await expect(control(feed, 'Copy link')).toBeVisible();
    const address = await feed.getByLabel('Your calendar link').inputValue();
    await expect(feed.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      address.replace(/^https?:/, 'webcal:'),
    );
    expect(address).toMatch(/^webcal:\/\/.+\/calendar\/.+\.ics$/);
    await expect(control(feed, 'Reset link')).toBeVisible();
    await checkBothThemes(pageC, 'settings calendar feed', feed);
  });

  await test.step("A's group hosts an event; its Events tab lists it; axe in both themes", async () => {
    const group = await callByApi(request, 'createGroup', {
      token: host.token,
      body: {
        name: 'Astronomy Club',
        kind: 'club',
        privacy: 'public',
        description: 'Stars on Fridays.',
        questions: [],
      },
    });
    const groupTitle = 'Meteor shower night';
    await callByApi(request, 'createEvent', {
      token: host.token,
      body: {
        title: groupTitle,
        starts_at: new Date(Date.now() + 3 * 24 * 3_600_000).toISOString(),
        group: group._id,
      },
    });
    await a.goto(`/groups/${group.slug}/events`);
    const tab = a.getByRole('tab', { name: 'Events', ...exact });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = a.getByRole('tabpanel');
    await checkBothThemes(a, 'group events tab', panel.getByText(groupTitle, exact).first());
    await expect(panel.getByRole('heading', { name: 'Calendar feed', ...exact })).toBeVisible();
  });
});
