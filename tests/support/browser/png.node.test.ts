import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { decodePng } from './png';

/** A PNG of pseudo-random RGB pixels, written with one row filter for every row. */
function png(width: number, height: number, filterType: number) {
  const image = new PNG({ width, height });
  let seed = 7;
  for (let i = 0; i < image.data.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    image.data[i] = i % 4 === 3 ? 255 : seed >> 16;
  }
  return { rgba: image.data, file: PNG.sync.write(image, { colorType: 2, filterType }) };
}

/** The RGB of every pixel. */
const rgb = (data: Uint8Array, channels: number) =>
  Array.from({ length: data.length / channels }, (_, i) => [
    ...data.subarray(i * channels, i * channels + 3),
  ]);

describe("the sweep's PNG reader", () => {
  it.each([
    ['no row filter', 0],
    ['rows added up (as Chromium writes a screenshot taken for speed)', 2],
    ['the Paeth filter (read by pngjs)', 4],
  ])('reads every pixel of an image written with %s', (_, filterType) => {
    const { rgba, file } = png(37, 23, filterType);
    const image = decodePng(file);
    expect([image.width, image.height]).toEqual([37, 23]);
    expect(image.channels).toBe(filterType === 4 ? 4 : 3);
    expect(rgb(image.data, image.channels)).toEqual(rgb(rgba, 4));
  });
});
