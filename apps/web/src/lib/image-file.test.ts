import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@quad/contract';
import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT, imageFileProblem } from './image-file';

const MESSAGES = {
  unsupported: (name: string) => `${name}: wrong type`,
  tooLarge: (name: string) => `${name}: too large`,
};

const file = (name: string, type: string, size: number) => {
  const made = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('imageFileProblem', () => {
  it('accepts each type the server takes, up to the size limit', () => {
    for (const type of IMAGE_MIME_TYPES) {
      expect(imageFileProblem(file('photo', type, IMAGE_MAX_BYTES), MESSAGES)).toBeNull();
    }
    expect(IMAGE_ACCEPT.split(',')).toEqual([...IMAGE_MIME_TYPES]);
  });

  it('refuses another type with the given message, whatever its size', () => {
    expect(imageFileProblem(file('logo.svg', 'image/svg+xml', 100), MESSAGES)).toBe(
      'logo.svg: wrong type',
    );
    expect(imageFileProblem(file('notes', '', IMAGE_MAX_BYTES + 1), MESSAGES)).toBe(
      'notes: wrong type',
    );
  });

  it('refuses a file over the limit with the given message', () => {
    expect(imageFileProblem(file('huge.png', 'image/png', IMAGE_MAX_BYTES + 1), MESSAGES)).toBe(
      'huge.png: too large',
    );
  });
});
