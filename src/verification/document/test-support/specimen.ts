/**
 * Test specimens: a passport data page (TD3) or identity card (TD1) drawn with sharp, its MRZ
 * computed with our own check-digit code and set in IBM Plex Mono (an npm-shipped monospace
 * font: no OCR-B font is on npm), plus the variants the tests need. Nothing is shipped as an image.
 */
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { checkDigit } from '../mrz/check-digit.js';

const require = createRequire(import.meta.url);
const FONT = require.resolve('@fontsource/ibm-plex-mono/files/ibm-plex-mono-latin-500-normal.woff');
const FAMILY = 'IBM Plex Mono';

export interface SpecimenData {
  format: 'TD3' | 'TD1';
  documentCode: string;
  issuingState: string;
  surname: string;
  givenNames: string;
  documentNumber: string;
  nationality: string;
  /** YYMMDD */
  birthDate: string;
  sex: 'M' | 'F' | 'X' | '<';
  /** YYMMDD */
  expiryDate: string;
  optional1?: string;
  optional2?: string;
}

const digit = (s: string) => String(checkDigit(s));
const field = (s: string, len: number) =>
  s
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '<')
    .padEnd(len, '<')
    .slice(0, len);
const words = (s: string) =>
  s
    .toUpperCase()
    .replace(/[^A-Z]+/g, '<')
    .replace(/^<+|<+$/g, '');
const names = (surname: string, given: string, len: number) =>
  `${words(surname)}<<${words(given)}`.padEnd(len, '<').slice(0, len);

/** The MRZ lines of `d`, every check digit computed by check-digit.ts. */
export function specimenMrz(d: SpecimenData): string[] {
  const num = field(d.documentNumber, 9);
  if (d.format === 'TD3') {
    const l1 = field(d.documentCode, 2) + field(d.issuingState, 3) + names(d.surname, d.givenNames, 39);
    const personal = field(d.optional1 ?? '', 14);
    const personalDigit = /^<*$/.test(personal) ? '<' : digit(personal);
    const body =
      num +
      digit(num) +
      field(d.nationality, 3) +
      d.birthDate +
      digit(d.birthDate) +
      d.sex +
      d.expiryDate +
      digit(d.expiryDate) +
      personal +
      personalDigit;
    const composite = digit(body.slice(0, 10) + body.slice(13, 20) + body.slice(21, 43));
    return [l1, body + composite];
  }
  const l1 = field(d.documentCode, 2) + field(d.issuingState, 3) + num + digit(num) + field(d.optional1 ?? '', 15);
  const l2head =
    d.birthDate +
    digit(d.birthDate) +
    d.sex +
    d.expiryDate +
    digit(d.expiryDate) +
    field(d.nationality, 3) +
    field(d.optional2 ?? '', 11);
  const composite = digit(l1.slice(5, 30) + l2head.slice(0, 7) + l2head.slice(8, 15) + l2head.slice(18, 29));
  return [l1, l2head + composite, names(d.surname, d.givenNames, 30)];
}

/** A check digit (position `at` of line `line`) made wrong on purpose. */
export function breakDigit(lines: string[], line: number, at: number): string[] {
  const out = [...lines];
  const l = out[line] as string;
  const wrong = String((Number(l[at]) + 3) % 10);
  out[line] = l.slice(0, at) + wrong + l.slice(at + 1);
  return out;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function text(lines: string[], pt: number, colour = '#1a1a1a'): Promise<Buffer> {
  return sharp({
    text: {
      text: `<span foreground="${colour}">${lines.map(esc).join('\n')}</span>`,
      font: `${FAMILY} ${pt}`,
      fontfile: FONT,
      rgba: true,
      dpi: 150,
    },
  })
    .png()
    .toBuffer();
}

export interface RenderOptions {
  /** MRZ lines to print instead of the computed ones (a broken check digit). */
  mrz?: string[];
  /** Gaussian blur sigma applied to the finished photo. */
  blur?: number;
  /** A blown-out highlight over the MRZ band. */
  glare?: boolean;
  /** Final width in pixels (the card is drawn at ~15 px/mm, then scaled). */
  width?: number;
  format?: 'png' | 'jpeg' | 'webp';
}

/** The specimen as an image: background, a photo box, visual-zone labels and the MRZ at the bottom. */
export async function renderSpecimen(d: SpecimenData, opts: RenderOptions = {}): Promise<Buffer> {
  const [w, h] = d.format === 'TD3' ? [1500, 1056] : [1284, 810];
  const mrz = opts.mrz ?? specimenMrz(d);
  // An empty MRZ draws a card without one (a card's front).
  const mrzImg =
    mrz.length === 0
      ? undefined
      : await sharp(await text(mrz, 32))
          .resize({ width: Math.round(w * 0.9) })
          .png()
          .toBuffer();
  const mrzHeight = mrzImg === undefined ? 0 : ((await sharp(mrzImg).metadata()).height ?? 0);
  const mrzTop = h - mrzHeight - Math.round(h * 0.05);
  const title = await text([d.format === 'TD3' ? 'UTOPIA  PASSPORT' : 'UTOPIA  IDENTITY CARD'], 26, '#27466b');
  const visual = await text(
    [
      `Surname      ${d.surname.toUpperCase()}`,
      `Given names  ${d.givenNames.toUpperCase()}`,
      `Nationality  ${d.nationality}`,
      `Born         ${d.birthDate}`,
      `Expires      ${d.expiryDate}`,
    ],
    16,
    '#333333',
  );
  const photo = await sharp({
    create: { width: Math.round(w * 0.22), height: Math.round(h * 0.4), channels: 3, background: '#9aa4ad' },
  })
    .png()
    .toBuffer();
  const layers: sharp.OverlayOptions[] = [
    { input: title, left: Math.round(w * 0.05), top: Math.round(h * 0.05) },
    { input: photo, left: Math.round(w * 0.05), top: Math.round(h * 0.16) },
    { input: visual, left: Math.round(w * 0.32), top: Math.round(h * 0.18) },
  ];
  if (mrzImg !== undefined) layers.push({ input: mrzImg, left: Math.round(w * 0.05), top: mrzTop });
  if (opts.glare === true) {
    const gw = Math.round(w * 0.55);
    const gh = Math.round(h * 0.3);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${gw}" height="${gh}"><defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="1"/><stop offset="0.75" stop-color="#fff" stop-opacity="1"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><ellipse cx="${gw / 2}" cy="${gh / 2}" rx="${gw / 2}" ry="${gh / 2}" fill="url(#g)"/></svg>`;
    layers.push({ input: Buffer.from(svg), left: Math.round(w * 0.2), top: Math.round(h * 0.62) });
  }
  let img = sharp(
    await sharp({ create: { width: w, height: h, channels: 3, background: '#e6e0cf' } })
      .composite(layers)
      .png()
      .toBuffer(),
  );
  if (opts.blur !== undefined) img = img.blur(opts.blur);
  if (opts.width !== undefined) img = img.resize({ width: opts.width });
  const format = opts.format ?? 'png';
  return format === 'jpeg'
    ? img.jpeg({ quality: 90 }).toBuffer()
    : format === 'webp'
      ? img.webp({ quality: 90 }).toBuffer()
      : img.png().toBuffer();
}

/** ICAO's own TD3 example (Anna Maria Eriksson of Utopia), with dates chosen by the test. */
export function passportSpecimen(over: Partial<SpecimenData> = {}): SpecimenData {
  return {
    format: 'TD3',
    documentCode: 'P',
    issuingState: 'UTO',
    surname: 'Eriksson',
    givenNames: 'Anna Maria',
    documentNumber: 'L898902C3',
    nationality: 'UTO',
    birthDate: '740812',
    sex: 'F',
    expiryDate: '340415',
    optional1: 'ZE184226B',
    ...over,
  };
}

export function idCardSpecimen(over: Partial<SpecimenData> = {}): SpecimenData {
  return {
    format: 'TD1',
    documentCode: 'I',
    issuingState: 'UTO',
    surname: 'Eriksson',
    givenNames: 'Anna Maria',
    documentNumber: 'D23145890',
    nationality: 'UTO',
    birthDate: '740812',
    sex: 'F',
    expiryDate: '340415',
    ...over,
  };
}
