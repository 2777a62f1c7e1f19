import { describe, expect, it } from 'vitest';
import { contrast, ringContrast } from './checks';

/** An RGBA image of one colour, with a band of another (rows `from` to `to`). */
function image(
  width: number,
  height: number,
  fill: number[],
  band?: { from: number; to: number; colour: number[] },
) {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const colour = band && y >= band.from && y <= band.to ? band.colour : fill;
    for (let x = 0; x < width; x += 1) data.set([...colour, 255], (y * width + x) * 4);
  }
  return { width, height, data };
}

const white = [255, 255, 255];
const ring = { name: 'a "Home"', left: 10, top: 10, right: 60, bottom: 40 };

describe("the sweep's focus-ring check", () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrast([0, 0, 0], white)).toBeCloseTo(21, 5);
    expect(contrast(white, white)).toBe(1);
    expect(contrast([118, 118, 118], white)).toBeCloseTo(4.54, 2);
  });

  it('finds a pale ring on a white page too faint, and a dark one enough', () => {
    const page = image(80, 60, white);
    expect(ringContrast({ ...ring, colour: [200, 200, 200] }, page)!).toBeLessThan(3);
    expect(ringContrast({ ...ring, colour: [0, 95, 204] }, page)!).toBeGreaterThan(3);
  });

  it('reads the pixels where the ring is drawn, not elsewhere on the page', () => {
    // A white ring: faint on the white page, clear where its box lies on a dark band.
    const dark = image(80, 60, white, { from: 5, to: 45, colour: [20, 20, 20] });
    expect(ringContrast({ ...ring, colour: white }, dark)!).toBeGreaterThan(3);
    expect(ringContrast({ ...ring, colour: white }, image(80, 60, white))!).toBeLessThan(3);
  });

  it('has no answer for a ring wholly outside the page', () => {
    const offPage = { ...ring, left: 200, right: 240, colour: [0, 0, 0] };
    expect(ringContrast(offPage, image(80, 60, white))).toBeUndefined();
  });
});
