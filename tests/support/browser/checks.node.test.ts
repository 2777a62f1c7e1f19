import { describe, expect, it } from 'vitest';
import { CLEAR_AT_HALF_SCALE, contrast, faintRings, ringContrast } from './checks';

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

  it('reads a half-scale screenshot at half the CSS pixel coordinates', () => {
    // A dark square at 15–45 px of a half-scale screenshot: 30–90 CSS px of the page.
    const half = { ...image(100, 100, white), scale: 0.5 };
    for (let y = 15; y <= 45; y += 1) {
      for (let x = 15; x <= 45; x += 1) half.data.set([20, 20, 20], (y * 100 + x) * 4);
    }
    const square = { name: 'a "Home"', left: 40, top: 40, right: 80, bottom: 80, colour: white };
    expect(ringContrast(square, half)!).toBeGreaterThan(3);
    expect(ringContrast({ ...square, left: 100, right: 140 }, half)!).toBe(1);
  });
});

describe('the focus-ring check at half scale, measured again at full scale when it is close', () => {
  const grey = (level: number) => [level, level, level];
  // Rings of these greys on white: 2.07:1, 3.84:1 and 11.03:1.
  const [faint, close, clear] = [grey(180), grey(130), grey(60)];
  const rings = (colour: number[], names = ['a "One"']) =>
    names.map((name) => ({ ...ring, name, colour }));
  const coarse = { ...image(40, 30, white), scale: 0.5 };
  const noFine = () => Promise.reject(new Error('the full-scale screenshot was taken'));

  it('accepts the rings clearly above 3:1 at half scale without a closer look', async () => {
    expect(contrast(clear, white)).toBeGreaterThan(CLEAR_AT_HALF_SCALE);
    expect(await faintRings(rings(clear, ['a "One"', 'a "Two"']), coarse, noFine)).toEqual([]);
  });

  it('reports a ring under 3:1 as the full-scale screenshot measures it', async () => {
    let taken = 0;
    const fine = () => {
      taken += 1;
      return Promise.resolve(image(80, 60, white));
    };
    expect(await faintRings(rings(faint, ['a "One"', 'a "Two"']), coarse, fine)).toEqual([
      'a "One": 2.07:1',
      'a "Two": 2.07:1',
    ]);
    expect(taken).toBe(1);
  });

  it('takes the full-scale verdict for a ring close to 3:1 at half scale', async () => {
    expect(contrast(close, white)).toBeGreaterThan(3);
    expect(contrast(close, white)).toBeLessThan(CLEAR_AT_HALF_SCALE);
    // At full scale the ring's box lies on a dark band: clear there.
    const dark = image(80, 60, white, { from: 5, to: 45, colour: [20, 20, 20] });
    expect(await faintRings(rings(white), coarse, () => Promise.resolve(dark))).toEqual([]);
    expect(
      await faintRings(rings(close), coarse, () => Promise.resolve(image(80, 60, white))),
    ).toEqual([]);
  });
});
