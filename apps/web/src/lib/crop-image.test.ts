import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { centredArea, cropToJpeg, OUTPUT_MAX_SIDE, PictureError } from './crop-image';

/** An image that "loads" at once with the given size (jsdom fetches no images). */
const stubImage = (naturalWidth: number, naturalHeight: number, fails = false) => {
  const created: FakeImage[] = [];
  class FakeImage {
    crossOrigin: string | null = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    naturalWidth = naturalWidth;
    naturalHeight = naturalHeight;
    constructor() {
      created.push(this);
    }
    set src(_value: string) {
      queueMicrotask(() => (fails ? this.onerror?.() : this.onload?.()));
    }
  }
  vi.stubGlobal('Image', FakeImage);
  return created;
};

// jsdom has no canvas drawing: the 2D context and the encoder are the boundary replaced here.
const context = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() };
let canvases: HTMLCanvasElement[] = [];
let toBlob: MockInstance<HTMLCanvasElement['toBlob']>;

beforeEach(() => {
  canvases = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    canvases.push(this);
    return context as unknown as CanvasRenderingContext2D;
  } as never);
  toBlob = vi
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback, type) => callback(new Blob(['jpeg'], { type })));
});

afterEach(() => {
  context.drawImage.mockReset();
  context.fillRect.mockReset();
});

describe('cropToJpeg', () => {
  it('draws the chosen area of a CORS-loaded picture and encodes it as a JPEG', async () => {
    const images = stubImage(1000, 800);
    const blob = await cropToJpeg('/media/a.jpg', { x: 100, y: 50, width: 600, height: 300 }, 2);
    expect(blob.type).toBe('image/jpeg');
    expect(images[0]?.crossOrigin).toBe('anonymous');
    expect(canvases[0]).toMatchObject({ width: 600, height: 300 });
    expect(context.drawImage).toHaveBeenCalledWith(images[0], 100, 50, 600, 300, 0, 0, 600, 300);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.9);
  });

  it('takes the centred area of the aspect before the cropper has measured anything', async () => {
    stubImage(1000, 800);
    await cropToJpeg('/media/a.jpg', null, 1);
    expect(context.drawImage).toHaveBeenCalledWith(
      expect.anything(),
      100,
      0,
      800,
      800,
      0,
      0,
      800,
      800,
    );
    expect(centredArea(1000, 800, 1000 / 350)).toEqual({ x: 0, y: 225, width: 1000, height: 350 });
  });

  it('scales a very large area down', async () => {
    stubImage(6000, 4000);
    await cropToJpeg('/media/a.jpg', { x: 0, y: 0, width: 6000, height: 3000 }, 2);
    expect(canvases[0]).toMatchObject({ width: OUTPUT_MAX_SIDE, height: OUTPUT_MAX_SIDE / 2 });
  });

  it('fails with a message to show when the picture cannot be loaded or read', async () => {
    stubImage(0, 0, true);
    await expect(cropToJpeg('/media/gone.jpg', null, 1)).rejects.toBeInstanceOf(PictureError);
    stubImage(100, 100);
    toBlob.mockImplementation(() => {
      throw new DOMException('Tainted canvases may not be exported.', 'SecurityError');
    });
    await expect(cropToJpeg('/media/a.jpg', null, 1)).rejects.toThrow(
      'This picture could not be opened. Please choose another one.',
    );
  });
});
