// A node:test reporter that counts results for scripts/run-tests.mjs and writes them as one JSON
// object at the end: {"passed","failed","skipped","todo"}. The spec reporter's own totals count a
// cancelled test apart from failed ones and count suites as tests; here every test that did not
// pass is a failure, whatever made it fail (its code, a timeout, a failed hook that cancelled it).
//
// Counting rules, from the runner's events (a parent's event arrives after its children's):
// - a test with subtests is not counted itself when it passed (its subtests are);
// - a failure counts once: a suite or test whose failure is explained by failures already counted
//   below it adds nothing, one that failed on its own (an `after` hook, a file that does not load,
//   an error after its tests ended) counts as one failure;
// - skipped tests count as skipped, todo tests as todo whatever their outcome (they never fail a run).

export default async function* summary(source) {
  const counts = { passed: 0, failed: 0, skipped: 0, todo: 0 };
  // Per file and nesting level: what has been reported below the next event at that level.
  const below = new Map();

  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { data } = event;
    const levels = below.get(data.file ?? '') ?? [];
    below.set(data.file ?? '', levels);
    const n = data.nesting;
    const children = levels[n + 1] ?? { events: 0, failures: 0 };
    levels[n + 1] = { events: 0, failures: 0 };

    let failures = children.failures;
    if (data.todo) {
      counts.todo += 1;
    } else if (data.skip) {
      counts.skipped += 1;
    } else if (event.type === 'test:fail') {
      if (children.failures === 0) {
        counts.failed += 1;
        failures += 1;
      }
    } else if (children.events === 0 && data.details?.type !== 'suite') {
      counts.passed += 1;
    }
    const here = levels[n] ?? { events: 0, failures: 0 };
    levels[n] = { events: here.events + children.events + 1, failures: here.failures + failures };
  }
  yield `${JSON.stringify(counts)}\n`;
}
