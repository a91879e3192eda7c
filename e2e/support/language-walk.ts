/**
 * A walk through every screen of the journeys, for the checks of Quad's languages (issue 30): a
 * small campus set up by the API (a member, a friend who posts, comments, hosts a group and an
 * event and writes to them, a pending friend request), its screens' paths, and the checks a
 * screen is put through in a language.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { callByApi } from './api';
import { createGroupByApi } from './groups-ui';
import {
  befriendByApi,
  createPostByApi,
  registerVerifiedByApi,
  type SignedUpMember,
} from './member-api';
import { newMember, type Member } from './members';

export interface WalkScene {
  member: Member;
  /** The member's API token. */
  token: string;
  /** Every screen of a signed-in member's journeys. */
  screens: string[];
  /** What the scene's members wrote, which no language translates. */
  memberWritten: string[];
}

const HASHTAG = 'StudyBreak';

/** Sets the scene up by the API: what each screen of the walk shows. */
export const buildWalkScene = async (request: APIRequestContext): Promise<WalkScene> => {
  const member = newMember({ firstName: 'Amara', lastName: 'Nwosu' });
  const friend = newMember({ firstName: 'Mateo', lastName: 'Rossi' });
  const stranger = newMember({ firstName: 'Lin', lastName: 'Zhao' });
  const [me, them, other] = await Promise.all([
    registerVerifiedByApi(request, member),
    registerVerifiedByApi(request, friend),
    registerVerifiedByApi(request, stranger),
  ]);
  await befriendByApi(request, me, them);
  await callByApi(request, 'addFriend', { token: other.token, params: { id: me.id } });

  const postText = `Quiet floor of the library tonight #${HASHTAG} @${me.username}`;
  const post = await createPostByApi(request, them, { text: postText });
  const commentText = 'Count me in';
  await callByApi(request, 'comment', {
    token: me.token,
    body: { postId: post._id, comment: commentText },
  });
  await callByApi(request, 'savePost', { token: me.token, params: { postId: post._id } });
  await callByApi(request, 'followHashtag', { token: me.token, params: { tag: HASHTAG } });

  const groupName = 'Night Owls Reading Circle';
  const group = await createGroupByApi(request, them, groupName);
  await callByApi(request, 'joinGroup', {
    token: me.token,
    params: { slug: group.slug },
    body: { answers: [] },
  });
  const eventTitle = 'Moonlight poetry reading';
  const event = await callByApi(request, 'createEvent', {
    token: them.token,
    body: {
      title: eventTitle,
      starts_at: new Date(Date.now() + 2 * 24 * 3_600_000).toISOString(),
      group: group._id,
    },
  });
  const messageText = 'See you at the library';
  await callByApi(request, 'sendMessage', {
    token: them.token,
    params: { username: me.username },
    body: { text: messageText },
  });

  return {
    member,
    token: me.token,
    screens: [
      '/',
      '/profile',
      `/profile/${them.username}`,
      '/friends',
      '/friends/requests',
      '/saved',
      '/following',
      '/notifications',
      `/posts/${post._id}`,
      '/settings',
      '/groups',
      `/groups/${group.slug}`,
      `/groups/${group.slug}/events`,
      '/events',
      '/events/calendar',
      `/events/${event._id}`,
      '/messages',
      `/messages/${them.username}`,
      '/search?q=library',
      `/hashtags/${HASHTAG}`,
    ],
    memberWritten: [
      ...[me, them, other].flatMap(namesOf),
      postText,
      commentText,
      groupName,
      group.description,
      eventTitle,
      messageText,
      HASHTAG,
    ],
  };
};

/** A member's names, and their college: the campus's own names, which no language translates. */
const namesOf = (member: SignedUpMember) => [
  `${member.firstName} ${member.lastName}`,
  member.firstName,
  member.lastName,
  member.username,
  member.college,
];

/** Opens a screen and waits until it has drawn what it loads. */
export const openScreen = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
};

/**
 * The texts on the page in plain English: visible text and the names, descriptions and hints
 * assistive technology reads (aria-label, alt, title, placeholder), leaving out `untranslated`
 * (names no language translates), what members wrote (inside `dir="auto"`, and `memberWritten`),
 * dates and times (`<time>`, month and day names: Intl's English in the pseudo-locale) and
 * addresses.
 */
export const plainEnglishOn = (page: Page, memberWritten: string[], untranslated: RegExp) =>
  page.evaluate(
    ({ written: given, names }) => {
      // What members wrote that the page shows in its own direction (names, posts…) is left out
      // wherever it appears, in a label too: "Post by {name}".
      const shown = [...document.body.querySelectorAll('[dir="auto"]')]
        .map((element) => element.textContent?.trim() ?? '')
        .filter((text) => text.length > 0 && text.length <= 200);
      const written = [...new Set([...given, ...shown])];
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const anyOf = (texts: string[]) =>
        new RegExp(
          texts
            .sort((a, b) => b.length - a.length)
            .map((text) => `(?<![\\p{L}\\d])${escape(text)}(?![\\p{L}\\d])`)
            .join('|'),
          'giu',
        );
      // Dates and times are Intl's: English in the pseudo-locale, by design.
      const calendarWords = (['long', 'short'] as const).flatMap((width) => [
        ...Array.from({ length: 12 }, (_, month) =>
          new Intl.DateTimeFormat('en', { month: width }).format(new Date(2026, month, 15)),
        ),
        ...Array.from({ length: 7 }, (_, day) =>
          new Intl.DateTimeFormat('en', { weekday: width }).format(new Date(2026, 10, 1 + day)),
        ),
      ]);
      const leftOut = [
        /\b[a-z]+:\/\/\S+/g,
        new RegExp(names, 'g'),
        anyOf(written),
        anyOf(calendarWords),
        /\b(?:AM|PM)\b/g,
      ];
      const skipped = (element: Element) =>
        element.closest('[dir="auto"], time, script, style, noscript, [translate="no"]') !== null ||
        !element.checkVisibility();
      const found = new Set<string>();
      const check = (text: string | null, where: string) => {
        if (!text) return;
        const rest = leftOut.reduce((left, pattern) => left.replace(pattern, ' '), text);
        if (/[A-Za-z]{2,}/.test(rest)) found.add(`${where}: ${text.trim()}`);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && !skipped(parent)) check(node.textContent, 'text');
      }
      for (const element of document.body.querySelectorAll(
        '[aria-label], [alt], [title], [placeholder]',
      )) {
        if (skipped(element)) continue;
        for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
          check(element.getAttribute(attribute), attribute);
        }
      }
      return [...found];
    },
    { written: memberWritten, names: untranslated.source },
  );

/**
 * What is cut or overflows on a narrow screen: the page wider than the window, or a control,
 * heading or label whose own text does not fit in it.
 */
export const cutTextOn = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      // The deepest elements that stick out, to say where.
      const outside = [...document.body.querySelectorAll('*')].filter(
        (element) =>
          element.getBoundingClientRect().right > window.innerWidth + 1 &&
          ![...element.children].some(
            (child) => child.getBoundingClientRect().right > window.innerWidth + 1,
          ),
      );
      const where = outside
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
        .join(', ');
      found.push(`the page is ${document.documentElement.scrollWidth}px wide: ${where}`);
    }
    const labelled = document.body.querySelectorAll(
      'button, a, label, h1, h2, h3, [role="tab"], [role="menuitem"], legend, th',
    );
    for (const element of labelled) {
      if (!(element instanceof HTMLElement) || !element.checkVisibility()) continue;
      // Member-written text, an icon without text, and text kept for screen readers only.
      if (element.closest('[dir="auto"]') || !element.innerText.trim()) continue;
      if (element.clientWidth <= 2 || element.clientHeight <= 2) continue;
      const style = getComputedStyle(element);
      const clips = style.overflowX !== 'visible' || style.overflow !== 'visible';
      if (clips && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
        found.push(`${element.tagName.toLowerCase()}: ${element.innerText.trim().slice(0, 60)}`);
      }
    }
    return found;
  });

/**
 * The top bar's controls (logo, search, main navigation, profile, messages, notifications,
 * account menu) that overlap one another or stand outside the window, by their names.
 */
export const headerOverlapsOn = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const controls = [...header.querySelectorAll<HTMLElement>('a[href], button')].filter(
      (element) => element.checkVisibility() && !element.parentElement?.closest('a[href], button'),
    );
    const nameOf = (element: HTMLElement) =>
      element.getAttribute('aria-label') ??
      element.querySelector('img')?.getAttribute('alt') ??
      element.innerText.trim();
    const boxes = controls.map((element) => ({
      name: nameOf(element),
      box: element.getBoundingClientRect(),
    }));
    const found: string[] = [];
    for (const { name, box } of boxes) {
      if (box.left < -1 || box.right > window.innerWidth + 1) found.push(`${name} is outside`);
    }
    boxes.forEach((a, index) => {
      for (const b of boxes.slice(index + 1)) {
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > 0.5 && down > 0.5) found.push(`${a.name} overlaps ${b.name}`);
      }
    });
    return found;
  });
