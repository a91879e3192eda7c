import { eventText } from '@quad/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';
import { makeEventPost } from '../../test/event-factories';

const user = makeSessionUser();
const post = makeEventPost({ title: 'Robotics night' });
const at = (path = '') => `/events/${post._id}${path}`;

describe('/events/:postId/check-in', () => {
  it('checks in with the code from the QR code, prefilled', async () => {
    const api = stubApi({
      [route('getEvent', at())]: () => json(200, post),
      [route('checkIn', at('/check-in'))]: () =>
        json(200, { attended: true, occurrence: post.event?.starts_at }),
    });
    const { events } = renderApp(at('/check-in?code=482913'), { user });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check in' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Robotics night' })).toHaveAttribute(
      'href',
      at(),
    );
    expect(screen.getByLabelText('Check-in code')).toHaveValue('482913');
    await events.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are checked in.');
    const [sent] = api.apiCalls().filter((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ code: '482913' });
    expect(document.title).toBe('Check in | Quad');
  });

  it("shows the server's message for a wrong code, and lets the member type another", async () => {
    let tries = 0;
    stubApi({
      [route('getEvent', at())]: () => json(200, post),
      [route('checkIn', at('/check-in'))]: () => {
        tries += 1;
        return tries === 1
          ? json(400, { message: eventText.checkInCodeWrong })
          : json(409, { message: eventText.checkInNotGoing });
      },
    });
    const { events } = renderApp(at('/check-in'), { user });
    const field = await screen.findByLabelText('Check-in code');
    expect(field).toHaveValue('');
    await events.type(field, '111111{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(eventText.checkInCodeWrong);
    expect(field).toHaveAccessibleDescription(eventText.checkInCodeWrong);
    await events.clear(field);
    await events.type(field, '222222');
    await events.click(screen.getByRole('button', { name: 'Check in' }));
    expect(
      await screen.findByText(eventText.checkInNotGoing, { selector: 'p[role="alert"]' }),
    ).toBeInTheDocument();
    expect(within(document.body).queryByText('You are checked in.')).not.toBeInTheDocument();
  });
});
