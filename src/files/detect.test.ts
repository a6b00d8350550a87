import { test } from 'node:test';
import assert from 'node:assert/strict';
import { detectFileKind } from './detect.js';
import { acceptsFileType, fileKindOf } from '../flows/document/file-kinds.js';
import * as samples from '../../test/support/file-samples.js';

const detect = async (content: Buffer, name = 'upload', mime?: string) => {
  const d = await detectFileKind(content, { name, mime });
  return d.ok ? d.kind.ext : `refused: ${d.detected ?? 'unknown'}`;
};

test('every accepted sample is detected from its content, whatever its name', async () => {
  for (const s of samples.ACCEPTED_SAMPLES) {
    // Text kinds are told apart by what the client declared; binary kinds need no name at all.
    const name = ['rows.csv', 'invoice.xml'].includes(s.name) ? s.name : 'upload.bin';
    assert.equal(fileKindOf(await detect(s.content(), name))?.mime, s.type, s.name);
  }
});

test('refuses executables, plain zips, other OLE2 files and binary data', async () => {
  assert.equal(await detect(samples.elf(), 'x.pdf', 'application/pdf'), 'refused: application/x-elf');
  assert.equal(await detect(samples.zip({ 'a.txt': 'hi' }), 'x.docx'), 'refused: application/zip');
  assert.equal(await detect(samples.otherCompound(), 'x.doc'), 'refused: application/x-cfb');
  assert.equal(await detect(Buffer.from([0xc3, 0x28, 0x41]), 'x.txt'), 'refused: unknown'); // invalid UTF-8
  assert.equal(await detect(Buffer.from('text\u0000with a NUL'), 'x.txt'), 'refused: unknown');
});

test('text: csv and xml only when declared so (or with an XML declaration) and well-formed; else txt', async () => {
  assert.equal(await detect(samples.csv(), 'rows.csv'), 'csv');
  assert.equal(await detect(samples.csv(), 'rows', 'text/csv'), 'csv');
  assert.equal(await detect(Buffer.from('a;b;c\n1;2;3\n'), 'eu.csv'), 'csv');
  assert.equal(await detect(samples.csv(), 'rows.txt'), 'txt');
  assert.equal(await detect(Buffer.from('a,b\n1,2,3\n"open quote\n'), 'bad.csv'), 'txt');
  assert.equal(await detect(samples.xml(), 'no-extension'), 'xml');
  assert.equal(await detect(Buffer.from('<a><b>1</b></a>'), 'data.xml'), 'xml');
  assert.equal(await detect(Buffer.from('<a><b>1</a>'), 'broken.xml'), 'txt');
  assert.equal(await detect(Buffer.from('<?xml version="1.0"?><a><b></a>'), 'broken.xml'), 'txt');
  assert.equal(await detect(Buffer.from('\uFEFFHej då, åäö\r\n\tindented\f'), 'note.txt'), 'txt');
});

test('accept lists match through the catalogue: jpg and jpeg alike, extensions and media types alike', () => {
  assert.equal(acceptsFileType(['jpg'], 'image/jpeg'), true);
  assert.equal(acceptsFileType(['jpeg'], 'image/jpeg'), true);
  assert.equal(
    acceptsFileType(['docx'], 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    true,
  );
  assert.equal(
    acceptsFileType(['doc'], 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    false,
  );
  assert.equal(acceptsFileType(['pdf'], 'pdf'), true);
  assert.equal(acceptsFileType(['pdf', 'png'], 'image/jpeg'), false);
  assert.equal(acceptsFileType(['xls'], 'application/vnd.ms-excel'), true);
  assert.equal(fileKindOf('.PDF')?.mime, 'application/pdf');
  assert.equal(fileKindOf('application/zip'), undefined);
});
