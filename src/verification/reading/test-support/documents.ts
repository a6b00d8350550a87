/**
 * Test documents for the reader, generated with the same tooling as the MRZ specimens (sharp's
 * text rendering with IBM Plex Mono from npm): a person's identity card front with labelled
 * fields, a business registry extract as a letter, a photo with no text, and the extract as a PDF
 * with a text layer (pdf-lib) or as a scan (the letter image inside a PDF, no text layer).
 */
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const require = createRequire(import.meta.url);
const FONT = require.resolve('@fontsource/ibm-plex-mono/files/ibm-plex-mono-latin-500-normal.woff');
const FAMILY = 'IBM Plex Mono';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function text(lines: string[], pt: number, colour = '#1a1a1a'): Promise<Buffer> {
  return sharp({
    text: {
      text: `<span foreground="${colour}">${lines.map(esc).join('\n')}</span>`,
      font: `${FAMILY} ${pt}`,
      fontfile: FONT,
      rgba: true,
      dpi: 150,
      spacing: Math.round(pt * 0.8),
    },
  })
    .png()
    .toBuffer();
}

export const PERSON = {
  surname: 'ERIKSSON',
  givenNames: 'ANNA MARIA',
  dateOfBirth: '12.08.1974',
  documentNumber: 'L898902C3',
  address: ['12 Harbour Street', '12345 Springfield'],
};

export const BUSINESS = {
  name: 'Example Trading Ltd',
  number: '01234567',
  incorporated: '3 March 2015',
  office: ['1 High Street', 'London EC1A 1AA'],
};

export const personLines = (p = PERSON) => [
  `Surname: ${p.surname}`,
  `Given names: ${p.givenNames}`,
  `Date of birth: ${p.dateOfBirth}`,
  `Document no: ${p.documentNumber}`,
  `Address: ${p.address.join(', ')}`,
];

export const businessLines = (b = BUSINESS) => [
  `Company name: ${b.name}`,
  `Company number: ${b.number}`,
  `Date of incorporation: ${b.incorporated}`,
  'Registered office:',
  ...b.office,
];

async function page(width: number, height: number, background: string, layers: sharp.OverlayOptions[]) {
  return sharp({ create: { width, height, channels: 3, background } })
    .composite(layers)
    .png()
    .toBuffer();
}

/** An identity card's front (ID-1 proportions, ~1300 px wide) with labelled fields beside a photo box. */
export async function personCard(lines = personLines()): Promise<Buffer> {
  const [w, h] = [1400, 880];
  const photo = await sharp({ create: { width: 280, height: 360, channels: 3, background: '#9aa4ad' } })
    .png()
    .toBuffer();
  return page(w, h, '#e6e0cf', [
    { input: await text(['UTOPIA  IDENTITY CARD'], 22, '#27466b'), left: 60, top: 50 },
    { input: photo, left: 60, top: 180 },
    { input: await text(lines, 15), left: 380, top: 190 },
  ]);
}

/** A registry extract: a letterhead and the company's details, as a scanned A4 page's upper half. */
export async function businessLetter(lines = businessLines()): Promise<Buffer> {
  return page(1654, 1100, '#ffffff', [
    { input: await text(['COMPANIES REGISTRY OF UTOPIA', 'Certificate of incorporation'], 18), left: 120, top: 90 },
    { input: await text(lines, 15), left: 120, top: 380 },
  ]);
}

/** A photo with nothing printed on it (a blank card, a wall). */
export async function blankPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c8c2b4' } })
    .blur(0.5)
    .jpeg()
    .toBuffer();
}

/** The extract as a PDF made by software: its text is in the text layer. */
export async function businessPdfWithText(lines = businessLines()): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const p = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  p.drawText('COMPANIES REGISTRY OF UTOPIA', { x: 50, y: 780, size: 16, font });
  lines.forEach((line, i) => p.drawText(line, { x: 50, y: 700 - i * 22, size: 12, font }));
  return Buffer.from(await doc.save());
}

/** The extract scanned to PDF: one image, no text layer, so the page must be rasterised and read. */
export async function businessPdfScan(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const png = await doc.embedPng(await businessLetter());
  const p = doc.addPage([595, 396]);
  p.drawImage(png, { x: 0, y: 0, width: 595, height: 396 });
  return Buffer.from(await doc.save());
}
