/**
 * Tiny, header-valid samples of every accepted upload kind (and of some refused ones), built in
 * code so the tests carry no binary fixtures. Each is what a real reader checks first: a PNG
 * with its IHDR/IDAT/IEND chunks, a zip with [Content_Types].xml for docx/xlsx, an OLE2 header
 * with the Word or Excel stream name in its directory, and so on.
 */
import { crc32, deflateSync } from 'node:zlib';

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32be(data.length), body, u32be(crc32(body))]);
}

/** A 1x1 grey PNG. */
export function png(): Buffer {
  const ihdr = Buffer.concat([u32be(1), u32be(1), Buffer.from([8, 0, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** JFIF header, then end of image. */
export function jpg(): Buffer {
  return Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb004300' + '01'.repeat(64) + 'ffd9', 'hex');
}

/** A 1x1 24-bit BMP. */
export function bmp(): Buffer {
  const pixels = Buffer.from([0, 0, 255, 0]);
  const info = Buffer.concat([
    u32(40),
    u32(1),
    u32(1),
    u16(1),
    u16(24),
    u32(0),
    u32(pixels.length),
    u32(2835),
    u32(2835),
    u32(0),
    u32(0),
  ]);
  const size = 14 + info.length + pixels.length;
  return Buffer.concat([Buffer.from('BM', 'latin1'), u32(size), u32(0), u32(14 + info.length), info, pixels]);
}

/** An ISO-BMFF ftyp box of brand heic, then an empty meta box. */
export function heic(): Buffer {
  const ftyp = Buffer.concat([
    u32be(24),
    Buffer.from('ftypheic', 'latin1'),
    u32be(0),
    Buffer.from('mif1heic', 'latin1'),
  ]);
  return Buffer.concat([ftyp, u32be(12), Buffer.from('meta', 'latin1'), u32be(0)]);
}

/** RIFF/WEBP with a VP8L chunk header. */
export function webp(): Buffer {
  const chunk = Buffer.concat([
    Buffer.from('VP8L', 'latin1'),
    u32(5),
    Buffer.from([0x2f, 0, 0, 0, 0]),
    Buffer.from([0]),
  ]);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), u32(4 + chunk.length), Buffer.from('WEBP', 'latin1'), chunk]);
}

export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

/** A zip archive with its entries stored (no compression). */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const common = Buffer.concat([
      u16(20),
      u16(0),
      u16(0),
      u16(0),
      u16(0),
      u32(crc),
      u32(data.length),
      u32(data.length),
      u16(fileName.length),
      u16(0),
    ]);
    const local = Buffer.concat([u32(0x04034b50), common, fileName, data]);
    centrals.push(
      Buffer.concat([u32(0x02014b50), u16(20), common, u16(0), u16(0), u16(0), u32(0), u32(offset), fileName]),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(centrals.length),
    u16(centrals.length),
    u32(central.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, central, end]);
}

const contentTypes = (main: string, part: string) =>
  '<?xml version="1.0" encoding="UTF-8"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="${part}" ContentType="${main}"/></Types>`;

export function docx(): Buffer {
  return zip({
    '[Content_Types].xml': contentTypes(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      '/word/document.xml',
    ),
    'word/document.xml':
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
  });
}

export function xlsx(): Buffer {
  return zip({
    '[Content_Types].xml': contentTypes(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      '/xl/workbook.xml',
    ),
    'xl/workbook.xml':
      '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
  });
}

/** An OLE2 compound file header followed by a directory entry named `stream` (UTF-16LE). */
function compound(stream: string): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const entry = Buffer.alloc(128);
  Buffer.from('Root Entry', 'utf16le').copy(entry);
  const named = Buffer.alloc(128);
  Buffer.from(stream, 'utf16le').copy(named);
  return Buffer.concat([header, entry, named, Buffer.alloc(256)]);
}

export const doc = () => compound('WordDocument');
export const xls = () => compound('Workbook');
/** An OLE2 file that is neither Word nor Excel (an Outlook message, say). */
export const otherCompound = () => compound('__substg1.0_0037001F');

export const xml = () =>
  Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<invoice><total>12.50</total></invoice>\n');
export const csv = () => Buffer.from('name,amount\nAda,12\n"Lovelace, A.",13\n');
export const txt = () => Buffer.from('Proof of address\nStreet 1\n');

/** A Linux ELF executable header. */
export function elf(): Buffer {
  const b = Buffer.alloc(64);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]).copy(b);
  return b;
}

/** Every accepted kind: the upload's name, its sample and the media type the service must report. */
export const ACCEPTED_SAMPLES: ReadonlyArray<{ name: string; content: () => Buffer; type: string }> = [
  { name: 'scan.pdf', content: pdf, type: 'application/pdf' },
  { name: 'photo.png', content: png, type: 'image/png' },
  { name: 'photo.jpg', content: jpg, type: 'image/jpeg' },
  { name: 'photo.bmp', content: bmp, type: 'image/bmp' },
  { name: 'photo.heic', content: heic, type: 'image/heic' },
  { name: 'photo.webp', content: webp, type: 'image/webp' },
  {
    name: 'letter.docx',
    content: docx,
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  { name: 'sheet.xlsx', content: xlsx, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  { name: 'letter.doc', content: doc, type: 'application/msword' },
  { name: 'sheet.xls', content: xls, type: 'application/vnd.ms-excel' },
  { name: 'invoice.xml', content: xml, type: 'application/xml' },
  { name: 'rows.csv', content: csv, type: 'text/csv' },
  { name: 'note.txt', content: txt, type: 'text/plain' },
];
