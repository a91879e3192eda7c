import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../test/fetch-stub';
import { renderComponent } from '../test/render-component';
import { RichText } from './rich-text';

const draw = (text: string) => {
  stubApi({});
  return renderComponent(
    <p data-testid="text">
      <RichText text={text} />
    </p>,
  );
};

describe('RichText', () => {
  it('links #tags to their page and @mentions to the profile, the text as written', async () => {
    const text = 'Build night! #Robotics #机器人 with @AdaLovelace, mail ada@coastal.edu. C# too';
    draw(text);
    const paragraph = await screen.findByTestId('text');
    expect(paragraph).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: '#Robotics' })).toHaveAttribute(
      'href',
      '/hashtags/robotics',
    );
    expect(screen.getByRole('link', { name: '#机器人' })).toHaveAttribute(
      'href',
      `/hashtags/${encodeURIComponent('机器人')}`,
    );
    expect(screen.getByRole('link', { name: '@AdaLovelace' })).toHaveAttribute(
      'href',
      '/profile/adalovelace',
    );
    // An e-mail address and C# are no mention and no tag.
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('keeps each link in its own direction inside text of the other (Arabic, English)', async () => {
    draw('أمسية #روبوتات مع @AdaLovelace على https://coastal.edu/robotics');
    await screen.findByTestId('text');
    expect(screen.getByRole('link', { name: '#روبوتات' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('link', { name: '@AdaLovelace' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'https://coastal.edu/robotics' })).toHaveAttribute(
      'dir',
      'ltr',
    );
  });

  it('draws markup as the text it is, and web links as links that open apart', async () => {
    draw('<img src=x onerror=alert(1)> <b>bold</b> see https://coastal.edu/events#fair.');
    const paragraph = await screen.findByTestId('text');
    expect(paragraph).toHaveTextContent('<img src=x onerror=alert(1)> <b>bold</b> see');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/<b>bold<\/b>/)).toBe(paragraph);
    const link = screen.getByRole('link', { name: 'https://coastal.edu/events#fair' });
    expect(link).toHaveAttribute('href', 'https://coastal.edu/events#fair');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    // The tag-like fragment of the address is part of the link, not a tag.
    expect(screen.queryByRole('link', { name: '#fair' })).toBeNull();
  });

  it('leaves a word over 50 characters as plain text', async () => {
    draw(`#${'a'.repeat(50)} #${'b'.repeat(51)}`);
    await screen.findByTestId('text');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
