/**
 * Test-only fault points (ONWARD_TEST_FAULT): the multi-process fault tests need a process to die
 * at one exact place, such as between a submit's writes and their commit, which no timing can hit
 * reliably. An armed point logs that it was reached and then never returns, holding the request
 * (and its open transaction) until the test kills the process with -9. Unarmed, which is every
 * deployment (the config refuses it with NODE_ENV=production), there is no hook at all.
 */
import type { Logger } from 'pino';
import type { FaultPointName } from '../config/schema/deployment.js';

export type FaultPoint = (name: FaultPointName) => Promise<void>;

export function createFaultPoint(armed: FaultPointName | undefined, logger: Logger): FaultPoint | undefined {
  if (armed === undefined) return undefined;
  logger.warn({ faultPoint: armed }, 'ONWARD_TEST_FAULT is armed: this process is for fault tests only');
  return async (name) => {
    if (name !== armed) return;
    logger.warn({ faultPoint: name }, 'fault point reached');
    // Never settles: the process stays exactly here until it is killed.
    await new Promise<never>(() => {});
  };
}
