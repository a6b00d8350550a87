// The translations editor's model: which texts of a document are translatable, reading and
// writing one cell (checked with the validator publication runs and the engine's own text
// lookup), counting what a language misses, and removing texts left over from deleted things.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { validateFlowDocument } from '../../../../src/flows/document/test-support/validate.js';
import { compileFlow } from '../../../../src/flows/document/compile.js';
import { textsFor } from '../../../../src/engine/language.js';
import type { FlowDocument } from '../../../../src/flows/document/types.js';
import { removeNodes } from '../editor/model.js';
import { missingCount, readCell, translatableTexts, withoutStale, writeCell, type TextRow } from './texts.js';

const DOC: FlowDocument = {
  name: 'Texts',
  nodes: [
    {
      id: 'about',
      type: 'form',
      title: 'About you',
      subtitle: 'A few questions',
      next: 'phone',
      elements: [
        {
          key: 'name',
          type: 'text',
          name: 'Full name',
          placeholder: 'Jane Doe',
          validations: [
            { type: 'required', errorMessage: 'Say your name' },
            { type: 'min_length', value: 2 },
          ],
        },
        {
          key: 'kind',
          type: 'radio',
          name: 'Kind',
          options: [
            { name: 'a', label: 'Person' },
            { name: 'b', label: 'Company' },
          ],
        },
        { key: 'tel', type: 'phone_number', name: 'Phone', role: 'phone_number' },
        {
          key: 'owners',
          type: 'owner',
          name: 'Owners',
          elements: [{ key: 'share', type: 'number', name: 'Share', supportingText: 'In percent' }],
        },
      ],
    },
    { id: 'phone', type: 'sms', title: 'Your phone', next: 'done' },
    { id: 'done', type: 'end', text: 'Thanks' },
  ],
};

const byId = (rows: readonly TextRow[], id: string): TextRow => {
  const found = rows.find((r) => r.id === id);
  assert.ok(found, id);
  return found;
};

describe('translatable texts', () => {
  it('lists every text a translation can hold, owner fields by <owner>.<field>, defaults included where they can be replaced', () => {
    const rows = translatableTexts(DOC);
    assert.deepEqual(
      rows.map((r) => [r.id, r.source]),
      [
        ['nodes/about/title', 'About you'],
        ['nodes/about/subtitle', 'A few questions'],
        ['elements/name/name', 'Full name'],
        ['elements/name/placeholder', 'Jane Doe'],
        ['elements/name/validations/required', 'Say your name'],
        ['elements/name/validations/min_length', undefined],
        ['elements/kind/name', 'Kind'],
        ['elements/kind/options/a', 'Person'],
        ['elements/kind/options/b', 'Company'],
        ['elements/tel/name', 'Phone'],
        ['elements/owners/name', 'Owners'],
        ['elements/owners.share/name', 'Share'],
        ['elements/owners.share/supportingText', 'In percent'],
        ['nodes/phone/title', 'Your phone'],
        ['nodes/phone/message', undefined],
        ['nodes/done/text', 'Thanks'],
      ],
    );
  });

  it('writes cells the validator accepts and the engine shows; emptying them removes everything they made', () => {
    const rows = translatableTexts(DOC);
    let doc = DOC;
    doc = writeCell(doc, 'sv', byId(rows, 'nodes/about/title').cell, 'Om dig');
    doc = writeCell(doc, 'sv', byId(rows, 'elements/kind/options/b').cell, 'Företag');
    doc = writeCell(doc, 'sv', byId(rows, 'elements/name/validations/min_length').cell, 'För kort');
    doc = writeCell(doc, 'sv', byId(rows, 'elements/owners.share/supportingText').cell, 'I procent');
    doc = writeCell(doc, 'sv', byId(rows, 'nodes/phone/message').cell, 'Din kod: {code}');
    assert.equal(DOC.translations, undefined, 'the original is not changed');
    const checked = validateFlowDocument(doc);
    assert.ok(checked.ok, JSON.stringify(checked));

    const texts = textsFor(compileFlow(checked.document, { flowId: 'f', version: 1 }), 'sv');
    assert.equal(texts.node('about', 'title', 'About you'), 'Om dig');
    assert.equal(texts.option('kind', 'b', 'Company'), 'Företag');
    assert.equal(texts.validation('name', 'min_length', undefined), 'För kort');
    assert.equal(texts.element('owners.share', 'supportingText', 'In percent'), 'I procent');
    assert.equal(readCell(doc.translations?.sv, byId(rows, 'nodes/phone/message').cell), 'Din kod: {code}');
    assert.equal(missingCount(doc, 'sv', rows), rows.length - 5);
    assert.equal(missingCount(doc, 'de-DE', rows), rows.length);

    for (const id of [
      'nodes/about/title',
      'elements/kind/options/b',
      'elements/name/validations/min_length',
      'elements/owners.share/supportingText',
      'nodes/phone/message',
    ])
      doc = writeCell(doc, 'sv', byId(rows, id).cell, '');
    assert.deepEqual(doc, DOC);
  });

  it('an SMS translation without {code} is refused by the shared validator, as publication would', () => {
    const rows = translatableTexts(DOC);
    const doc = writeCell(DOC, 'sv', byId(rows, 'nodes/phone/message').cell, 'Ingen kod');
    const checked = validateFlowDocument(doc);
    assert.equal(checked.ok, false);
  });

  it('removes only texts for deleted nodes, elements, options and validations', () => {
    const rows = translatableTexts(DOC);
    let doc = writeCell(DOC, 'fi', byId(rows, 'nodes/about/title').cell, 'Sinusta');
    doc = writeCell(doc, 'fi', byId(rows, 'elements/kind/options/a').cell, 'Henkilö');
    doc = writeCell(doc, 'fi', byId(rows, 'elements/name/validations/required').cell, 'Pakollinen');
    doc = writeCell(doc, 'fi', byId(rows, 'nodes/done/text').cell, 'Kiitos');
    const kept = doc;
    // Delete the END node, option `a` and the required validation.
    doc = {
      ...doc,
      nodes: removeNodes(doc, new Set(['done'])).nodes.map((n) =>
        n.type === 'form'
          ? {
              ...n,
              elements: n.elements.map((el) =>
                el.type === 'radio'
                  ? { ...el, options: el.options.filter((o) => o.name !== 'a') }
                  : el.type === 'text'
                    ? { ...el, validations: [] }
                    : el,
              ),
            }
          : n,
      ),
    };
    const before = validateFlowDocument(doc);
    assert.equal(before.ok, false);
    assert.ok(
      !before.ok && before.errors.every((e) => e.code === 'unknown_translation_target'),
      JSON.stringify(before),
    );
    const cleaned = withoutStale(doc);
    assert.ok(validateFlowDocument(cleaned).ok);
    assert.deepEqual(cleaned.translations, { fi: { nodes: { about: { title: 'Sinusta' } } } });
    assert.notDeepEqual(kept.translations, cleaned.translations);
  });
});
