import { randomInt } from 'node:crypto';
import { SliderCaptcha } from '@app/domain';
import type { CaptchaTrailSample } from '@app/contracts';
import { PNG } from 'pngjs';

/*
 * The slider puzzle of spec §9: a 400×155 picture with a jigsaw-shaped hole
 * and the matching piece. The piece is a 44 px square with a round tab of
 * radius 10 on its top and right edges; each tab's centre sits 8 px outside
 * the edge so the neck is narrower than the tab, as in the classic puzzle.
 */
const { width: WIDTH, height: HEIGHT, piece: SIDE, radius: RADIUS } = SliderCaptcha;
const TAB_CENTRE_OFFSET = RADIUS - 2;
const TAB_REACH = TAB_CENTRE_OFFSET + RADIUS;

/** Size of the piece image: the square plus the tab reaching out on top and right. */
export const PIECE_SIZE = SIDE + TAB_REACH;

/** Piece positions: never at the start (the slider's rest position), always fully inside. */
export const PIECE_X_RANGE = { min: PIECE_SIZE + 10, max: WIDTH - PIECE_SIZE - 6 } as const;
export const PIECE_Y_RANGE = { min: 4, max: HEIGHT - PIECE_SIZE - 4 } as const;

// How much darker the hole is than the picture under it.
const HOLE_SHADE = 0.45;
const SUBSAMPLES = 4;

/** True when the point (x, y), in piece-image coordinates, lies inside the piece shape. */
export const isInsidePiece = (x: number, y: number): boolean => {
  const inSquare = x >= 0 && x <= SIDE && y >= TAB_REACH && y <= TAB_REACH + SIDE;
  const topTab = (x - SIDE / 2) ** 2 + (y - (TAB_REACH - TAB_CENTRE_OFFSET)) ** 2 <= RADIUS ** 2;
  const rightTab = (x - (SIDE + TAB_CENTRE_OFFSET)) ** 2 + (y - (TAB_REACH + SIDE / 2)) ** 2 <= RADIUS ** 2;
  return inSquare || topTab || rightTab;
};

/** Share (0–1) of each piece-image pixel the shape covers, sampled 4×4 for smooth edges. */
export const pieceCoverage = (): Float32Array => {
  const coverage = new Float32Array(PIECE_SIZE * PIECE_SIZE);
  for (let row = 0; row < PIECE_SIZE; row += 1) {
    for (let column = 0; column < PIECE_SIZE; column += 1) {
      let inside = 0;
      for (let sy = 0; sy < SUBSAMPLES; sy += 1) {
        for (let sx = 0; sx < SUBSAMPLES; sx += 1) {
          if (isInsidePiece(column + (sx + 0.5) / SUBSAMPLES, row + (sy + 0.5) / SUBSAMPLES)) inside += 1;
        }
      }
      coverage[row * PIECE_SIZE + column] = inside / SUBSAMPLES ** 2;
    }
  }
  return coverage;
};

const COVERAGE = pieceCoverage();

/** A small fast generator for the picture's texture; its seed comes from the CSPRNG. */
const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
};

type Rgb = [number, number, number];

const hslToRgb = (hue: number, saturation: number, lightness: number): Rgb => {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const section = (((hue % 360) + 360) % 360) / 60;
  const second = chroma * (1 - Math.abs((section % 2) - 1));
  const [r, g, b] =
    section < 1 ? [chroma, second, 0] : section < 2 ? [second, chroma, 0] : section < 3 ? [0, chroma, second] : section < 4 ? [0, second, chroma] : section < 5 ? [second, 0, chroma] : [chroma, 0, second];
  const match = lightness - chroma / 2;
  return [(r + match) * 255, (g + match) * 255, (b + match) * 255];
};

/** A float RGB canvas with alpha blending of solid colours. */
class Canvas {
  readonly pixels = new Float32Array(WIDTH * HEIGHT * 3);

  blend(x: number, y: number, colour: Rgb, alpha: number) {
    const offset = (y * WIDTH + x) * 3;
    for (let channel = 0; channel < 3; channel += 1) {
      this.pixels[offset + channel] += (colour[channel] - this.pixels[offset + channel]) * alpha;
    }
  }

  /** Blends `colour` wherever `inside(x, y)` holds, within a bounding box. */
  fill(box: { left: number; top: number; right: number; bottom: number }, inside: (x: number, y: number) => boolean, colour: Rgb, alpha: number) {
    for (let y = Math.max(0, Math.floor(box.top)); y < Math.min(HEIGHT, Math.ceil(box.bottom)); y += 1) {
      for (let x = Math.max(0, Math.floor(box.left)); x < Math.min(WIDTH, Math.ceil(box.right)); x += 1) {
        if (inside(x + 0.5, y + 0.5)) this.blend(x, y, colour, alpha);
      }
    }
  }
}

/** Draws a random, colourful picture: gradient sky, wavy hills, shapes and grain. */
const drawPicture = (random: () => number): Float32Array => {
  const canvas = new Canvas();
  const between = (low: number, high: number) => low + random() * (high - low);
  const baseHue = between(0, 360);
  const colour = (hueShift: number, saturation: number, lightness: number) => hslToRgb(baseHue + hueShift + between(-25, 25), saturation, lightness);

  // Diagonal three-colour gradient.
  const stops = [colour(0, 0.55, 0.62), colour(120, 0.5, 0.5), colour(240, 0.55, 0.4)];
  const angle = between(0, Math.PI * 2);
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const span = Math.abs(dx) * WIDTH + Math.abs(dy) * HEIGHT;
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const position = ((x - WIDTH / 2) * dx + (y - HEIGHT / 2) * dy) / span + 0.5;
      const [from, to, local] = position < 0.5 ? [stops[0], stops[1], position * 2] : [stops[1], stops[2], (position - 0.5) * 2];
      const offset = (y * WIDTH + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) canvas.pixels[offset + channel] = from[channel] + (to[channel] - from[channel]) * local;
    }
  }

  // Two or three layers of hills across the whole width, darker towards the front.
  const layers = 2 + Math.floor(random() * 2);
  for (let layer = 0; layer < layers; layer += 1) {
    const base = HEIGHT * (0.45 + 0.17 * layer) + between(-10, 10);
    const waves = [0, 1].map(() => ({ amplitude: between(6, 22), frequency: between(0.008, 0.035), phase: between(0, Math.PI * 2) }));
    const hill = colour(60 + layer * 90, 0.45, 0.45 - layer * 0.08);
    const ridge = (x: number) => base + waves.reduce((sum, wave) => sum + wave.amplitude * Math.sin(wave.frequency * x + wave.phase), 0);
    canvas.fill({ left: 0, top: 0, right: WIDTH, bottom: HEIGHT }, (x, y) => y >= ridge(x), hill, 0.75);
  }

  // Scattered shapes: discs, rings, boxes and triangles of varied colours.
  const shapes = 10 + Math.floor(random() * 8);
  for (let index = 0; index < shapes; index += 1) {
    const fill = colour(between(0, 360), between(0.4, 0.8), between(0.3, 0.75));
    const alpha = between(0.35, 0.8);
    const [cx, cy] = [between(0, WIDTH), between(0, HEIGHT)];
    const size = between(8, 38);
    const box = { left: cx - size, top: cy - size, right: cx + size, bottom: cy + size };
    const kind = Math.floor(random() * 4);
    if (kind === 0) {
      canvas.fill(box, (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= size ** 2, fill, alpha);
    } else if (kind === 1) {
      const inner = size * between(0.45, 0.75);
      canvas.fill(box, (x, y) => {
        const distance = (x - cx) ** 2 + (y - cy) ** 2;
        return distance <= size ** 2 && distance >= inner ** 2;
      }, fill, alpha);
    } else if (kind === 2) {
      const half = [size, size * between(0.4, 1)];
      canvas.fill(box, (x, y) => Math.abs(x - cx) <= half[0] && Math.abs(y - cy) <= half[1], fill, alpha);
    } else {
      const corners = [0, 1, 2].map((corner) => {
        const turn = angle + (corner * Math.PI * 2) / 3;
        return [cx + size * Math.cos(turn), cy + size * Math.sin(turn)];
      });
      const side = (p: number[], q: number[], x: number, y: number) => (q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0]);
      canvas.fill(box, (x, y) => {
        const signs = [side(corners[0], corners[1], x, y), side(corners[1], corners[2], x, y), side(corners[2], corners[0], x, y)];
        return signs.every((sign) => sign >= 0) || signs.every((sign) => sign <= 0);
      }, fill, alpha);
    }
  }

  // Grain, so no flat area gives the hole away: 2×2 px cells in three levels keep the PNG small (~45 KB).
  for (let y = 0; y < HEIGHT; y += 2) {
    for (let x = 0; x < WIDTH; x += 2) {
      const grain = (Math.floor(random() * 3) - 1) * 7;
      for (const [gx, gy] of [[x, y], [x + 1, y], [x, y + 1], [x + 1, y + 1]]) {
        if (gx >= WIDTH || gy >= HEIGHT) continue;
        for (let channel = 0; channel < 3; channel += 1) canvas.pixels[(gy * WIDTH + gx) * 3 + channel] += grain;
      }
    }
  }
  return canvas.pixels;
};

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

const toDataUrl = (png: PNG, withAlpha: boolean) =>
  `data:image/png;base64,${PNG.sync.write(png, { colorType: withAlpha ? 6 : 2 }).toString('base64')}`;

export type SliderPuzzle = {
  /** Left edge of the piece image inside the picture (the answer). */
  pieceX: number;
  /** Top edge of the piece image inside the picture. */
  pieceY: number;
  /** PNG data URL of the picture with the hole. */
  background: string;
  /** PNG data URL of the piece, transparent outside its shape. */
  piece: string;
};

/**
 * Draws a new puzzle at a random position. The picture is different every
 * time; the hole is the piece's shape drawn darker with a light rim, and the
 * piece is cut from the same picture with a light rim of its own.
 */
export const drawSliderPuzzle = (position?: { pieceX: number; pieceY: number }): SliderPuzzle => {
  const pieceX = position?.pieceX ?? randomInt(PIECE_X_RANGE.min, PIECE_X_RANGE.max + 1);
  const pieceY = position?.pieceY ?? randomInt(PIECE_Y_RANGE.min, PIECE_Y_RANGE.max + 1);
  const picture = drawPicture(seededRandom(randomInt(0, 2 ** 32)));

  const background = new PNG({ width: WIDTH, height: HEIGHT });
  for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel += 1) {
    for (let channel = 0; channel < 3; channel += 1) background.data[pixel * 4 + channel] = clampByte(picture[pixel * 3 + channel]);
    background.data[pixel * 4 + 3] = 255;
  }

  const piece = new PNG({ width: PIECE_SIZE, height: PIECE_SIZE });
  piece.data.fill(0);
  for (let row = 0; row < PIECE_SIZE; row += 1) {
    for (let column = 0; column < PIECE_SIZE; column += 1) {
      const coverage = COVERAGE[row * PIECE_SIZE + column];
      if (coverage === 0) continue;
      const source = ((pieceY + row) * WIDTH + pieceX + column) * 4;
      const target = (row * PIECE_SIZE + column) * 4;
      // Partly covered pixels form the outline: lighter on the piece and around the hole.
      const rim = coverage < 1 ? 0.6 : 0;
      for (let channel = 0; channel < 3; channel += 1) {
        const original = background.data[source + channel];
        piece.data[target + channel] = clampByte(original + (255 - original) * rim);
        const shaded = original * (1 - (1 - HOLE_SHADE) * coverage);
        background.data[source + channel] = clampByte(shaded + (255 - shaded) * rim * 0.7);
      }
      piece.data[target + 3] = clampByte(255 * Math.min(1, coverage * 1.5));
    }
  }
  return { pieceX, pieceY, background: toDataUrl(background, false), piece: toDataUrl(piece, true) };
};

/** True when a release at `x` is within `tolerancePx` of the piece's position. */
export const isSliderPositionRight = (x: number, pieceX: number, tolerancePx: number): boolean => Math.abs(x - pieceX) <= tolerancePx;

/**
 * What a drag trail must look like (samples are [x, y, t ms since the press]):
 * a real slider reports a pointer move per frame, so even a quick 150 ms drag
 * gives 8 or more; time only goes forward; the drag starts at the rest
 * position and ends where the slider was released; no single move carries
 * half of the way (a script that jumps); and the speed varies (people
 * accelerate and slow down; a loop moves at one speed).
 */
export const TRAIL_RULES = {
  minSamples: 8,
  minDurationMs: 150,
  maxDurationMs: 30_000,
  /** The first sample is at the rest position (px). */
  maxStartX: 5,
  /** The last sample is this close to the answered x (px). */
  maxEndGapPx: 2,
  /** The largest single move, as a share of the whole path. */
  maxStepShare: 0.5,
  /** Coefficient of variation of the speeds between samples, at least. */
  minSpeedVariation: 0.1,
} as const;

export type TrailProblem = 'too-few-samples' | 'not-from-rest' | 'time-goes-back' | 'duration' | 'not-at-release' | 'jump' | 'constant-speed';

/** Why a trail does not look like a person's drag ending at `answeredX`, or undefined when it does. */
export const trailProblem = (samples: CaptchaTrailSample[], answeredX: number): TrailProblem | undefined => {
  if (samples.length < TRAIL_RULES.minSamples) return 'too-few-samples';
  const [first, last] = [samples[0], samples[samples.length - 1]];
  if (first[2] !== 0 || Math.abs(first[0]) > TRAIL_RULES.maxStartX) return 'not-from-rest';
  const speeds: number[] = [];
  let path = 0;
  let longestStep = 0;
  for (let index = 1; index < samples.length; index += 1) {
    const [previous, current] = [samples[index - 1], samples[index]];
    const elapsed = current[2] - previous[2];
    if (elapsed < 0) return 'time-goes-back';
    const step = Math.hypot(current[0] - previous[0], current[1] - previous[1]);
    path += step;
    longestStep = Math.max(longestStep, step);
    if (elapsed > 0) speeds.push(step / elapsed);
  }
  const duration = last[2] - first[2];
  if (duration < TRAIL_RULES.minDurationMs || duration > TRAIL_RULES.maxDurationMs) return 'duration';
  if (Math.abs(last[0] - answeredX) > TRAIL_RULES.maxEndGapPx) return 'not-at-release';
  if (path === 0 || longestStep > path * TRAIL_RULES.maxStepShare) return 'jump';
  const mean = speeds.reduce((sum, speed) => sum + speed, 0) / speeds.length;
  const spread = Math.sqrt(speeds.reduce((sum, speed) => sum + (speed - mean) ** 2, 0) / speeds.length);
  if (speeds.length < 3 || mean === 0 || spread / mean < TRAIL_RULES.minSpeedVariation) return 'constant-speed';
  return undefined;
};

/**
 * How hard the captcha is for a client address, by its failures in the last
 * hour: a tighter tolerance, more puzzles to solve in a row, and a wait
 * between new rows of puzzles. A blind guess passes one puzzle with
 * probability (2 × tolerance + 1) / 261 positions: 3.4 % at 4 px, and
 * (7/261)² ≈ 0.07 % for two puzzles at 3 px, (5/261)³ < 0.001 % for three at 2 px.
 */
export const CAPTCHA_LEVELS = [
  { minFailures: 0, tolerancePx: 4, rounds: 1, waitSeconds: 0 },
  { minFailures: 3, tolerancePx: 3, rounds: 2, waitSeconds: 5 },
  { minFailures: 8, tolerancePx: 2, rounds: 3, waitSeconds: 30 },
] as const;

export type CaptchaLevel = (typeof CAPTCHA_LEVELS)[number];

/** The level for an address with this many failures in the window. */
export const captchaLevelFor = (failures: number): CaptchaLevel =>
  CAPTCHA_LEVELS.reduce<CaptchaLevel>((level, candidate) => (failures >= candidate.minFailures ? candidate : level), CAPTCHA_LEVELS[0]);
