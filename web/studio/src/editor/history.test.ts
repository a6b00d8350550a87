import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { MAX_STEPS, record, redo, startHistory, undo } from './history.js';

describe('editor history', () => {
  it('undoes and redoes edits in order, and a new edit drops the redo steps', () => {
    let h = startHistory('a');
    h = record(h, 'b');
    h = record(h, 'c');
    h = undo(h);
    assert.equal(h.present, 'b');
    h = redo(h);
    assert.equal(h.present, 'c');
    h = undo(undo(h));
    assert.equal(h.present, 'a');
    assert.equal(undo(h), h, 'nothing before the start');
    h = record(h, 'd');
    assert.deepEqual(h.future, []);
    assert.equal(redo(h), h);
  });

  it('records nothing for an edit that changes nothing, and keeps at most MAX_STEPS', () => {
    const h = startHistory({ n: 0 });
    assert.equal(record(h, h.present), h);
    let long = startHistory(0);
    for (let i = 1; i <= MAX_STEPS + 10; i++) long = record(long, i);
    assert.equal(long.past.length, MAX_STEPS);
  });

  it('undoing every edit gives back the first value, redoing them all the last (any sequence)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 50 }), (edits) => {
        let h = startHistory(-1);
        for (const e of edits) h = record(h, e);
        const last = h.present;
        while (h.past.length > 0) h = undo(h);
        assert.equal(h.present, -1);
        while (h.future.length > 0) h = redo(h);
        assert.equal(h.present, last);
      }),
    );
  });
});
