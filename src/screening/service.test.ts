import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { createListRegistry, createScreeningService, importList, watchlistsDir, ListImportError } from './index.js';
import { matchList, matchListBruteForce } from './match/matchList.js';
import { buildQuery } from './service.js';
import { tempDir, writeFile } from './importers/testFiles.js';

const root = watchlistsDir();

async function smallRegistry() {
  const registry = createListRegistry();
  await registry.importAndActivate('ofac-sdn', [join(root, 'ofac_sdn_fixture_2025-05-16')]);
  await registry.importAndActivate('ofac-cons', [join(root, 'ofac_consolidated_non_sdn_2025-12-19')]);
  await registry.importAndActivate('pep-yaml-us-executive', [join(root, 'pep_us_executive_cc0')]);
  await registry.importAndActivate('adverse-media-jsonl', [join(root, 'adverse_media_fictional')]);
  return registry;
}

test('a listed person is a Potential Hit with the spec fields and provenance', async () => {
  const svc = createScreeningService({ registry: await smallRegistry() });
  const r = svc.screenIndividual({ FirstName: 'Elvis Angus', LastName: 'Logan Morey', DateOfBirth: '1963-07-28' });
  assert.equal(r.MonitoringResult.WatchlistState, 'Potential Hit');
  assert.deepEqual(r.MonitoringResult.WatchlistData, { num_WL_hits: 1, num_AM_hits: 0, num_PEP_hits: 0 });
  const wl = r.MonitoringResult.WatchlistHitDetails?.WL_results[0];
  assert.ok(wl);
  assert.deepEqual(
    Object.keys(wl).sort(),
    [
      'URL',
      'aliasList',
      'caution',
      'dateOfBirth',
      'identifier',
      'individualName',
      'nationality',
      'remarks',
      'score',
      'sourceListType',
      'sourceRegion',
      'subjectMatched',
    ].sort(),
  );
  assert.equal(wl.dateOfBirth, '28/07/1963');
  assert.match(wl.aliasList, /BURTON BURGESS/);
  assert.match(wl.identifier ?? '', /Passport P0017003 \(Belize\)/);
  assert.equal(r.MonitoringResult.WatchlistFullName, 'Elvis Angus Logan Morey');
  assert.equal(r.Provenance.length, 4);
  assert.deepEqual(Object.keys(r.Provenance[0] ?? {}), ['ListName', 'Version', 'PublishedAt']);
});

test('unknown person: No Hit with null data and details', async () => {
  const svc = createScreeningService({ registry: await smallRegistry() });
  const r = svc.screenIndividual({ FirstName: 'Jane', LastName: 'Doe-Unlisted', DateOfBirth: '1990-01-01' });
  assert.equal(r.MonitoringResult.WatchlistState, 'No Hit');
  assert.equal(r.MonitoringResult.WatchlistData, null);
  assert.equal(r.MonitoringResult.WatchlistHitDetails, null);
});

test('PEP and adverse-media hits use their result shapes', async () => {
  const svc = createScreeningService({ registry: await smallRegistry() });
  const pep = svc.screenIndividual({ FirstName: 'Jimmy', LastName: 'Carter', DateOfBirth: '1924-10-01' });
  const p = pep.MonitoringResult.WatchlistHitDetails?.PEP_results[0];
  assert.equal(p?.name, 'James Earl Carter');
  assert.equal(p?.PEPType, 1);
  assert.equal(p?.dateOfBirth, '01/10/1924');
  const am = svc.screenIndividual({ FirstName: 'Marlow', LastName: 'Quenby' });
  assert.equal(am.MonitoringResult.WatchlistHitDetails?.AM_results[0]?.subjectMatched, 'Marlow Quenby');
});

test('a different date of birth lowers the score below the threshold; weak aliases score lower', async () => {
  const svc = createScreeningService({ registry: await smallRegistry() });
  const same = svc.screenIndividual({ FirstName: 'Ismail', LastName: 'Haniya', DateOfBirth: '1962-05-05' });
  const other = svc.screenIndividual({ FirstName: 'Ismail', LastName: 'Haniya', DateOfBirth: '1990-05-05' });
  assert.equal(same.MonitoringResult.WatchlistState, 'Potential Hit');
  assert.equal(other.MonitoringResult.WatchlistState, 'No Hit');
  const weak = svc.screenIndividual({ LastName: 'Burton Burgess' }).MonitoringResult.WatchlistHitDetails?.WL_results[0];
  assert.ok(weak && weak.score < 1);
});

test('indexed matching finds what brute force finds', async () => {
  const registry = await smallRegistry();
  const list = registry.get('OFAC Consolidated (non-SDN)');
  assert.ok(list);
  for (const s of [
    { FirstName: 'Ismaeel', LastName: 'Haniyya' },
    { FirstName: 'Mohamed', LastName: 'Abu Tair' },
    { LastName: 'Jamila Shanti' },
  ]) {
    const q = buildQuery(s);
    assert.deepEqual(
      matchList(list, q, 0.8).map((h) => h.record.id),
      matchListBruteForce(list, q, 0.8).map((h) => h.record.id),
    );
  }
});

test('a failed import leaves the previous snapshot active; activation swaps atomically', async () => {
  const registry = await smallRegistry();
  const before = registry.get('OFAC SDN');
  const dir = tempDir();
  writeFile(dir, 'sdn.csv', '1,"X",-0-\r\n');
  await assert.rejects(registry.importAndActivate('ofac-sdn', [join(dir, 'sdn.csv')]), ListImportError);
  assert.equal(registry.get('OFAC SDN'), before);
  const snapshot = await importList('ofac-sdn', [join(root, 'ofac_sdn_fixture_2025-05-16')], { version: 'v2' });
  const held = registry.active();
  registry.activate(snapshot);
  assert.equal(registry.get('OFAC SDN')?.meta.version, 'v2');
  assert.ok(held.includes(before as NonNullable<typeof before>), 'readers keep the array they took');
  assert.equal(registry.active().length, held.length);
});

test('screenBatch answers each subject in order', async () => {
  const svc = createScreeningService({ registry: await smallRegistry() });
  const r = svc.screenBatch([
    { LastName: 'Quenby', FirstName: 'Marlow' },
    { LastName: 'Nobody', FirstName: 'Zed' },
  ]);
  assert.deepEqual(
    r.map((x) => x.MonitoringResult.WatchlistState),
    ['Potential Hit', 'No Hit'],
  );
});
