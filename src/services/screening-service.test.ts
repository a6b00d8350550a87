import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  createListRegistry,
  createScreeningService,
  watchlistsDir,
  type ScreeningService,
} from '../screening/index.js';
import { runScreening, type ScreeningData } from './screening-service.js';
import type { SessionValues } from './template.js';

const values = (role: Record<string, unknown>, key: Record<string, unknown> = {}): SessionValues => ({
  key,
  role,
  service: {},
});
const listed = { first_name: 'Elvis Angus', last_name: 'Logan Morey', dob: '1963-07-28' };

describe('screening service adapter', () => {
  let screening: ScreeningService;
  before(async () => {
    const registry = createListRegistry();
    const root = watchlistsDir();
    await registry.importAndActivate('ofac-sdn', [join(root, 'ofac_sdn_fixture_2025-05-16')]);
    await registry.importAndActivate('pep-yaml-us-executive', [join(root, 'pep_us_executive_cc0')]);
    await registry.importAndActivate('adverse-media-jsonl', [join(root, 'adverse_media_fictional')]);
    screening = createScreeningService({ registry });
  });

  const run = (config: unknown, v: SessionValues) => runScreening(config, v, { screening });
  const data = (config: unknown, v: SessionValues): ScreeningData => {
    const out = run(config, v);
    assert.ok(out.ok, JSON.stringify(out));
    return out.data as ScreeningData;
  };

  it('maps roles by default and answers a compact hit with the lists searched', () => {
    const d = data({}, values(listed));
    assert.equal(d.hit, true);
    assert.equal(d.matchCount, 1);
    assert.equal(d.counts.sanctions, 1);
    assert.equal(d.matches[0]?.list, 'sanctions');
    assert.match(d.matches[0]?.name ?? '', /LOGAN MOREY/i);
    assert.equal(d.topScore, d.matches[0]?.score);
    assert.ok(d.topScore >= 0.85 && d.topScore <= 1);
    assert.equal(d.screenedName, 'Elvis Angus Logan Morey');
    assert.equal(d.lists.length, 3);
    assert.deepEqual(
      Object.keys(d.matches[0] ?? {})
        .filter((k) => !['dateOfBirth', 'country', 'url'].includes(k))
        .sort(),
      ['list', 'matchedName', 'name', 'score', 'source'],
    );
  });

  it('answers no hit for a clean person, with zero counts', () => {
    const d = data({}, values({ first_name: 'Margit', last_name: 'Oddveigsdottir-Quist', dob: '1988-04-02' }));
    assert.deepEqual(
      { hit: d.hit, matchCount: d.matchCount, topScore: d.topScore, matches: d.matches },
      { hit: false, matchCount: 0, topScore: 0, matches: [] },
    );
  });

  it('uses the date of birth: a different year clears a name-only match', () => {
    assert.equal(data({}, values({ ...listed, dob: '1999-01-01' })).hit, false);
  });

  it('reads mapped keys, falls back to full_name, and honours lists, threshold and maxMatches', () => {
    assert.equal(
      data(
        { inputs: { lastName: 'key:surname', firstName: 'key:given' } },
        values({}, { surname: 'Logan Morey', given: 'Elvis Angus' }),
      ).hit,
      true,
    );
    assert.equal(data({}, values({ full_name: 'Marlow Quenby' })).counts.adverse_media, 1);
    assert.equal(data({ lists: ['sanctions', 'pep'] }, values({ full_name: 'Marlow Quenby' })).hit, false);
    assert.equal(data({ lists: ['pep'] }, values(listed)).lists.length, 1);
    assert.equal(data({ threshold: 1 }, values({ last_name: 'Burton Burgess' })).hit, false);
    const capped = data({ maxMatches: 0 }, values(listed));
    assert.equal(capped.matchCount, 1);
    assert.deepEqual(capped.matches, []);
  });

  it('fails cleanly: no name is 4205, bad config 4009, no lists loaded 6505 (never a false "no hit")', () => {
    const noName = run({}, values({ first_name: 'Ada' }));
    assert.ok(!noName.ok && noName.code === 4205 && /last name or a full name/.test(noName.message));
    const bad = run({ threshold: 'high' }, values(listed));
    assert.ok(!bad.ok && bad.code === 4009 && /threshold/.test(bad.message));
    const empty = runScreening({}, values(listed), {
      screening: createScreeningService({ registry: createListRegistry() }),
    });
    assert.ok(!empty.ok && empty.code === 6505 && empty.retryable === true);
  });
});
