import type { CaptchaTrailSample } from '@app/contracts';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  PIECE_SIZE,
  PIECE_X_RANGE,
  PIECE_Y_RANGE,
  drawSliderPuzzle,
  isHumanLikeTrail,
  isInsidePiece,
  isSliderPositionRight,
  pieceCoverage,
} from './slider-captcha';
import { solveSliderPuzzle } from '../../../test/verification';

const decode = (dataUrl: string) => PNG.sync.read(Buffer.from(dataUrl.split(',')[1], 'base64'));
const alphaAt = (png: PNG, x: number, y: number) => png.data[(y * png.width + x) * 4 + 3];

describe(isInsidePiece.name, () => {
  // Spec §9: piece 44, tab radius 10; the tabs reach 18 px beyond the top and right edges.
  it.each([
    [1, 19, true, 'square, top-left corner'],
    [43, 61, true, 'square, bottom-right corner'],
    [22, 1, true, 'top of the top tab'],
    [61, 40, true, 'right end of the right tab'],
    [1, 1, false, 'above the square, beside the top tab'],
    [61, 61, false, 'beside the square, below the right tab'],
    [22, 62.5, false, 'below the square (no tab at the bottom)'],
    [-0.5, 40, false, 'left of the square (no tab on the left)'],
  ])('(%d, %d) inside is %s: %s', (x, y, inside) => {
    expect(isInsidePiece(x, y)).toBe(inside);
  });

  it('makes a piece image of 62×62 px with smooth edges', () => {
    expect(PIECE_SIZE).toBe(62);
    const coverage = pieceCoverage();
    expect(coverage).toHaveLength(62 * 62);
    expect(coverage.some((value) => value > 0 && value < 1)).toBe(true);
  });
});

describe(drawSliderPuzzle.name, () => {
  it('draws a 400×155 picture and a transparent-cornered piece', () => {
    const puzzle = drawSliderPuzzle({ pieceX: 150, pieceY: 40 });
    const background = decode(puzzle.background);
    const piece = decode(puzzle.piece);
    expect([background.width, background.height]).toEqual([400, 155]);
    expect([piece.width, piece.height]).toEqual([62, 62]);
    expect(alphaAt(piece, 0, 0)).toBe(0);
    expect(alphaAt(piece, 61, 61)).toBe(0);
    expect(alphaAt(piece, 22, 40)).toBe(255);
  });

  it('places the piece fully inside and away from the start', () => {
    for (let draw = 0; draw < 20; draw += 1) {
      const { pieceX, pieceY } = drawSliderPuzzle();
      expect(pieceX).toBeGreaterThanOrEqual(PIECE_X_RANGE.min);
      expect(pieceX + PIECE_SIZE).toBeLessThanOrEqual(400);
      expect(pieceY).toBeGreaterThanOrEqual(PIECE_Y_RANGE.min);
      expect(pieceY + PIECE_SIZE).toBeLessThanOrEqual(155);
    }
    expect(PIECE_X_RANGE.min).toBeGreaterThan(PIECE_SIZE);
  });

  it('draws a different, colourful picture each time', () => {
    const first = decode(drawSliderPuzzle({ pieceX: 100, pieceY: 20 }).background);
    const second = decode(drawSliderPuzzle({ pieceX: 100, pieceY: 20 }).background);
    expect(first.data.equals(second.data)).toBe(false);
    const colours = new Set<number>();
    for (let offset = 0; offset < first.data.length; offset += 4 * 7) colours.add((first.data[offset] << 16) | (first.data[offset + 1] << 8) | first.data[offset + 2]);
    expect(colours.size).toBeGreaterThan(500);
  });

  it('can be solved by looking at the pictures', () => {
    for (let draw = 0; draw < 5; draw += 1) {
      const puzzle = drawSliderPuzzle();
      expect(Math.abs(solveSliderPuzzle(puzzle) - puzzle.pieceX)).toBeLessThanOrEqual(1);
    }
  });

  it('draws the hole darker than the picture around it', () => {
    const puzzle = drawSliderPuzzle({ pieceX: 200, pieceY: 50 });
    const background = decode(puzzle.background);
    const piece = decode(puzzle.piece);
    const brightness = (png: PNG, x: number, y: number) => png.data[(y * png.width + x) * 4] + png.data[(y * png.width + x) * 4 + 1] + png.data[(y * png.width + x) * 4 + 2];
    // The middle of the square, in the piece and in the hole.
    expect(brightness(background, 222, 90)).toBeLessThan(brightness(piece, 22, 40) * 0.6);
  });
});

describe(isSliderPositionRight.name, () => {
  it.each([
    [150, 150, true],
    [155, 150, true],
    [145, 150, true],
    [155.5, 150, false],
    [144, 150, false],
  ])('x %d for piece %d is %s (5 px tolerance)', (x, pieceX, right) => {
    expect(isSliderPositionRight(x, pieceX)).toBe(right);
  });
});

describe(isHumanLikeTrail.name, () => {
  it.each<[CaptchaTrailSample[], boolean, string]>([
    [[], false, 'no samples'],
    [[[0, 0, 0], [150, 0, 400]], false, 'two samples'],
    [[[0, 0, 0], [70, 1, 30], [150, 0, 60]], false, 'faster than 100 ms'],
    [[[0, 0, 0], [70, 1, 50], [150, 0, 100]], true, 'exactly 100 ms'],
    [[[0, 0, 1000], [40, 0, 1200], [90, 2, 1350], [150, 1, 1600]], true, 'an ordinary drag'],
  ])('%j is %s (%s)', (samples, expected) => {
    expect(isHumanLikeTrail(samples)).toBe(expected);
  });
});
