/**
 * Image quality, measured before any OCR so a photo that cannot be read is sent back at once
 * with a message that says what to fix. sharp decodes and resamples on libuv's thread pool; the
 * two measures below walk one ~650k-pixel greyscale buffer (a few milliseconds of JS).
 */
import sharp from 'sharp';
import type { QualityThresholds } from '../types.js';

/** Sharpness and glare are measured at this width, so the numbers do not depend on the camera's resolution. */
export const MEASURE_WIDTH = 1000;
/** A pixel at or above this luminance is blown out (the sensor clipped). */
const CLIPPED = 250;
/** ...and counts as glare only this far above the card's median, so a white scan is not "glare". */
const ABOVE_MEDIAN = 25;
/** The MRZ sits in this bottom share of a card or data page (TD1 ~32%, TD3 ~26%); glare there matters most. */
export const MRZ_BAND_SHARE = 0.4;

export interface Decoded {
  /** Upright (EXIF orientation applied) and in sRGB. */
  image: sharp.Sharp;
  format: 'jpeg' | 'png' | 'webp';
  width: number;
  height: number;
}

export type DecodeOutcome = { kind: 'decoded'; decoded: Decoded } | { kind: 'unsupported'; why: string };

export async function decodeImage(buf: Buffer): Promise<DecodeOutcome> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(buf).metadata();
  } catch (e) {
    return { kind: 'unsupported', why: `not an image sharp can decode (${(e as Error).message})` };
  }
  const format = meta.format;
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp')
    return { kind: 'unsupported', why: `format ${String(format)} is not JPEG, PNG or WebP` };
  // Orientations 5-8 swap width and height.
  const swapped = (meta.orientation ?? 1) >= 5;
  const width = (swapped ? meta.height : meta.width) ?? 0;
  const height = (swapped ? meta.width : meta.height) ?? 0;
  if (width === 0 || height === 0) return { kind: 'unsupported', why: 'image has no pixels' };
  return { kind: 'decoded', decoded: { image: sharp(buf).rotate(), format, width, height } };
}

export interface QualityMeasures {
  shortSidePx: number;
  /** Variance of the 4-neighbour Laplacian over the greyscale image at MEASURE_WIDTH. */
  sharpness: number;
  /** Share of glare pixels in the whole card and in its MRZ band, whichever is larger. */
  glareShare: number;
}

export type QualityFailure = 'image_too_small' | 'image_blurred' | 'image_glare';

/** Greyscale pixels at MEASURE_WIDTH (never upscaled: a small image is measured as it is). */
async function greyscale(decoded: Decoded): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await decoded.image
    .clone()
    .resize({ width: Math.min(MEASURE_WIDTH, decoded.width), withoutEnlargement: true })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export function laplacianVariance(data: Uint8Array, width: number, height: number): number {
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    const row = y * width;
    for (let x = 1; x < width - 1; x++) {
      const i = row + x;
      const v =
        (data[i - 1] as number) +
        (data[i + 1] as number) +
        (data[i - width] as number) +
        (data[i + width] as number) -
        4 * (data[i] as number);
      sum += v;
      sumSq += v * v;
      n++;
    }
  }
  if (n === 0) return 0;
  const mean = sum / n;
  return sumSq / n - mean * mean;
}

function median(data: Uint8Array): number {
  const hist = new Uint32Array(256);
  for (let i = 0; i < data.length; i++) hist[data[i] as number]!++;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += hist[v] as number;
    if (seen * 2 >= data.length) return v;
  }
  return 255;
}

export function glareShare(data: Uint8Array, width: number, height: number): number {
  const floor = Math.max(CLIPPED, median(data) + ABOVE_MEDIAN);
  if (floor > 255) return 0;
  const bandStart = Math.floor(height * (1 - MRZ_BAND_SHARE)) * width;
  let all = 0;
  let band = 0;
  for (let i = 0; i < data.length; i++) {
    if ((data[i] as number) >= floor) {
      all++;
      if (i >= bandStart) band++;
    }
  }
  const bandPixels = data.length - bandStart;
  return Math.max(all / data.length, bandPixels > 0 ? band / bandPixels : 0);
}

export async function measureQuality(decoded: Decoded): Promise<QualityMeasures> {
  const g = await greyscale(decoded);
  return {
    shortSidePx: Math.min(decoded.width, decoded.height),
    sharpness: laplacianVariance(g.data, g.width, g.height),
    glareShare: glareShare(g.data, g.width, g.height),
  };
}

/** The first failure in the order a person should fix them: size, then focus, then light. */
export function qualityFailure(m: QualityMeasures, t: QualityThresholds): QualityFailure | undefined {
  if (m.shortSidePx < t.minShortSidePx) return 'image_too_small';
  if (m.sharpness < t.minSharpness) return 'image_blurred';
  if (m.glareShare > t.maxGlareShare) return 'image_glare';
  return undefined;
}
