import { describe, expect, it } from 'vitest';
import { BUSINESS_CARD_MAX_PIXELS, BUSINESS_CARD_MAX_SIDE, isWithinPixelBudget, readImageHeader } from './business-card.image';
import { blankPng, decompressionBombPng, oversizedJpeg } from '../../../test/uploads';

describe('readImageHeader', () => {
  it('reads a PNG size from IHDR', () => {
    expect(readImageHeader(blankPng())).toEqual({ mime: 'image/png', ext: 'png', width: 120, height: 60 });
  });

  it('reads the claimed size of a decompression bomb without decoding it', () => {
    expect(readImageHeader(decompressionBombPng())).toMatchObject({ mime: 'image/png', width: 16_000, height: 16_000 });
  });

  it('reads a JPEG size from its frame header, past other segments', () => {
    expect(readImageHeader(oversizedJpeg(640, 480))).toEqual({ mime: 'image/jpeg', ext: 'jpg', width: 640, height: 480 });
  });

  it.each([
    ['text', Buffer.from('Chan Tai Man\nSenior Partner\n')],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')],
    ['a truncated PNG', blankPng().subarray(0, 20)],
    ['a PNG signature without IHDR', Buffer.concat([blankPng().subarray(0, 8), Buffer.alloc(40)])],
    ['a JPEG start without a frame header', Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
    ['a zero-sized PNG', decompressionBombPng(0, 10)],
  ])('answers undefined for %s', (_case, bytes) => {
    expect(readImageHeader(bytes)).toBeUndefined();
  });
});

describe('isWithinPixelBudget', () => {
  it.each([
    [4032, 3024, true],
    [BUSINESS_CARD_MAX_SIDE, Math.floor(BUSINESS_CARD_MAX_PIXELS / BUSINESS_CARD_MAX_SIDE), true],
    [BUSINESS_CARD_MAX_SIDE + 1, 10, false],
    [10, BUSINESS_CARD_MAX_SIDE + 1, false],
    [4624, 3468, true],
    [4000, 4500, true],
    [5000, 5000, false],
    [16_000, 16_000, false],
  ])('%i×%i → %s', (width, height, expected) => {
    expect(isWithinPixelBudget({ width, height })).toBe(expected);
  });
});
