import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createPeriodicTask } from './periodic-task.js';

/** A run that ends when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('createPeriodicTask', () => {
  it('joins a run in progress instead of starting a second one', async () => {
    let runs = 0;
    const g = gate();
    const task = createPeriodicTask({
      work: async () => {
        runs++;
        await g.opened;
        return runs;
      },
      intervalMs: 60_000,
      onError: () => assert.fail('no error expected'),
    });
    const a = task.run();
    const b = task.run();
    g.open();
    assert.deepEqual(await Promise.all([a, b]), [1, 1]);
    assert.equal(runs, 1);
    assert.equal(await task.run(), 2, 'a run after the first ended is a new run');
  });

  it('runs every interval once started, never overlapping, and stop() waits for the run in progress', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    let active = 0;
    let most = 0;
    let runs = 0;
    let release: (() => void) | undefined;
    const task = createPeriodicTask({
      work: async () => {
        active++;
        most = Math.max(most, active);
        runs++;
        await new Promise<void>((resolve) => (release = resolve));
        active--;
      },
      intervalMs: 1_000,
      onError: () => assert.fail('no error expected'),
    });
    task.start();
    task.start(); // a second start() does not make a second chain
    t.mock.timers.tick(1_000);
    assert.equal(runs, 1);
    t.mock.timers.tick(5_000); // the run is slow: no tick fires a second one meanwhile
    assert.equal(runs, 1);
    release?.();
    await new Promise((resolve) => setImmediate(resolve));
    t.mock.timers.tick(1_000);
    assert.equal(runs, 2, 'the next tick is armed when the run ends');
    assert.equal(most, 1);
    const stopped = task.stop();
    assert.equal(task.stopping, true);
    let done = false;
    void stopped.then(() => (done = true));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(done, false, 'stop() waits for the run in progress');
    release?.();
    await stopped;
    t.mock.timers.tick(10_000);
    assert.equal(runs, 2, 'no run after stop()');
    task.start();
    assert.equal(task.stopping, false);
    task.halt();
    assert.equal(task.stopping, true);
    t.mock.timers.tick(10_000);
    assert.equal(runs, 2, 'no run after halt()');
  });

  it('reports a failed run while running, and keeps the chain going', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const errors: unknown[] = [];
    let runs = 0;
    const task = createPeriodicTask({
      work: async () => {
        runs++;
        throw new Error(`run ${runs}`);
      },
      intervalMs: 100,
      onError: (err) => errors.push(err),
    });
    task.start();
    for (let i = 0; i < 3; i++) {
      t.mock.timers.tick(100);
      for (let j = 0; j < 3; j++) await new Promise((resolve) => setImmediate(resolve));
    }
    assert.equal(runs, 3);
    assert.deepEqual(
      errors.map((e) => (e as Error).message),
      ['run 1', 'run 2', 'run 3'],
    );
    await task.stop();
  });
});
