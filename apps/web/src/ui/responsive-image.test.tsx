import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';
import { ResponsiveImage } from './responsive-image';

const photo = 'https://quad.test/media/maya/post_images/abc.jpg';
const size = { width: 2000, height: 1500, widths: [320, 640, 1080, 1600] };
const column = '(max-width: 680px) 100vw, 680px';

/** The <source> and the <img> of the HTML an element renders to (the server's HTML too). */
const tagsOf = (element: ReactElement) => {
  const view = renderToStaticMarkup(element);
  const attributesOf = (tag: string) => {
    const found = new RegExp(`<${tag} ([^>]*)/?>`).exec(view)?.[1];
    if (found === undefined) return undefined;
    const attributes: Record<string, string> = {};
    for (const [, name = '', value = ''] of found.matchAll(/([A-Za-z]+)="([^"]*)"/g)) {
      attributes[name.toLowerCase()] = value;
    }
    return attributes;
  };
  return { html: view, source: attributesOf('source'), img: attributesOf('img') };
};

/** The candidates of a srcset, as [url, descriptor]. */
const candidatesOf = (srcset: string | null) =>
  (srcset ?? '').split(', ').map((candidate) => candidate.split(' '));

describe('ResponsiveImage', () => {
  it('offers every width in WebP and in the original format, with its intrinsic size, lazily', () => {
    const element = <ResponsiveImage src={photo} size={size} shownWidth={column} alt="A lake" />;
    render(element);
    const image = screen.getByRole('img', { name: 'A lake' });
    expect(image).toHaveAttribute('width', '2000');
    expect(image).toHaveAttribute('height', '1500');
    expect(image).toHaveAttribute('sizes', column);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveAttribute('src', photo);
    expect(candidatesOf(image.getAttribute('srcset'))).toEqual([
      ['https://quad.test/media/maya/post_images/abc-w320.jpg', '320w'],
      ['https://quad.test/media/maya/post_images/abc-w640.jpg', '640w'],
      ['https://quad.test/media/maya/post_images/abc-w1080.jpg', '1080w'],
      ['https://quad.test/media/maya/post_images/abc-w1600.jpg', '1600w'],
      [photo, '2000w'],
    ]);
    const { html, source } = tagsOf(element);
    expect(html).toMatch(/^<picture [^>]*><source [^>]*\/?><img [^>]*\/?><\/picture>$/);
    expect(source).toMatchObject({ type: 'image/webp', sizes: column });
    expect(candidatesOf(source?.srcset ?? null)).toEqual([
      ['https://quad.test/media/maya/post_images/abc-w320.webp', '320w'],
      ['https://quad.test/media/maya/post_images/abc-w640.webp', '640w'],
      ['https://quad.test/media/maya/post_images/abc-w1080.webp', '1080w'],
      ['https://quad.test/media/maya/post_images/abc-w1600.webp', '1600w'],
      [photo, '2000w'],
    ]);
  });

  it('fetches the first screen’s photo at once and first', () => {
    render(<ResponsiveImage src={photo} size={size} shownWidth={column} alt="A lake" priority />);
    const image = screen.getByRole('img', { name: 'A lake' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('needs no <picture> for a WebP upload, and shows other pictures as they are', () => {
    const webp = 'https://quad.test/media/maya/post_images/def.webp';
    const single = tagsOf(
      <ResponsiveImage src={webp} size={{ ...size, widths: [320] }} shownWidth={column} alt="" />,
    );
    expect(single.html).not.toContain('<picture');
    expect(single.img?.srcset).toBe(
      `https://quad.test/media/maya/post_images/def-w320.webp 320w, ${webp} 2000w`,
    );

    // An older upload whose copies are not made yet, and a picture that is no upload.
    const older = tagsOf(
      <ResponsiveImage src={photo} size={{ ...size, widths: [] }} shownWidth={column} alt="" />,
    );
    expect(older.html).not.toContain('<picture');
    expect(older.img).toMatchObject({ src: photo, width: '2000', height: '1500' });
    expect(older.img).not.toHaveProperty('srcset');
    const plain = tagsOf(
      <ResponsiveImage src="/default-avatar.svg" shownWidth={40} width={40} height={40} alt="" />,
    );
    expect(plain.img).toMatchObject({ src: '/default-avatar.svg', width: '40', height: '40' });
  });
});

describe('Avatar', () => {
  it('offers its copies for the size it is shown at, so the browser takes the narrowest', () => {
    const picture = 'https://quad.test/media/maya/profile_pictures/p.png';
    render(
      <Avatar
        src={picture}
        imageSize={{ width: 1000, height: 1000, widths: [320, 640] }}
        alt="Maya"
        size={40}
      />,
    );
    const image = screen.getByRole('img', { name: 'Maya' });
    expect(image).toHaveAttribute('sizes', '40px');
    expect(image).toHaveAttribute('width', '40');
    expect(image).toHaveAttribute('height', '40');
    // A 2× screen needs 80 px: the 320 px copy is the narrowest candidate that fits.
    expect(image).toHaveAttribute('src', picture);
    expect(candidatesOf(image.getAttribute('srcset'))[0]).toEqual([
      'https://quad.test/media/maya/profile_pictures/p-w320.png',
      '320w',
    ]);
  });

  it('draws a member’s picture as it is when the size it was given has the wrong shape', () => {
    const picture = 'https://quad.test/media/maya/profile_pictures/p.png';
    const damaged = { width: 'wide' } as unknown as typeof size;
    const { img, source } = tagsOf(<Avatar src={picture} imageSize={damaged} alt="Maya" />);
    expect(source).toBeUndefined();
    expect(img?.src).toBe(picture);
    expect(img?.srcset).toBeUndefined();
  });

  it('keeps an avatar at its size when its picture has no narrower copies', () => {
    const picture = 'https://quad.test/media/maya/profile_pictures/small.jpg';
    const small = { width: 180, height: 180, widths: [] };
    const { img } = tagsOf(<Avatar src={picture} imageSize={small} alt="Maya" size={28} />);
    expect(img?.width).toBe('28');
    expect(img?.height).toBe('28');
  });
});
