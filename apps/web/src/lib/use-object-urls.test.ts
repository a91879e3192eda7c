import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blobAt } from '../test/object-urls';
import { useObjectUrls } from './use-object-urls';

const png = () => new Blob(['png'], { type: 'image/png' });

describe('useObjectUrls', () => {
  it('makes an object URL for a blob and frees it on revoke', () => {
    const { result } = renderHook(() => useObjectUrls());
    const blob = png();
    const url = result.current.create(blob);
    expect(url).toMatch(/^blob:/);
    expect(blobAt(url)).toBe(blob);
    result.current.revoke(url);
    expect(blobAt(url)).toBeUndefined();
  });

  it('frees what is left when its owner unmounts, and leaves addresses it did not make', () => {
    const { result: other, unmount: unmountOther } = renderHook(() => useObjectUrls());
    const foreign = other.current.create(png());
    const { result, unmount } = renderHook(() => useObjectUrls());
    const first = result.current.create(png());
    const second = result.current.create(png());
    result.current.revoke(foreign);
    result.current.revoke('/media/u1/cover.jpg');
    expect(blobAt(foreign)).toBeDefined();

    unmount();
    expect(blobAt(first)).toBeUndefined();
    expect(blobAt(second)).toBeUndefined();
    expect(blobAt(foreign)).toBeDefined();
    unmountOther();
  });
});
