// Running several processes: the fault points the multi-process tests arm.
import { optionalOneOf } from './kinds.js';

/**
 * Points in the code where a test can make a process stop dead (src/app/fault-points.ts). Named
 * here so a typo fails at start instead of arming nothing.
 */
export const FAULT_POINTS = ['submit-before-commit'] as const;
export type FaultPointName = (typeof FAULT_POINTS)[number];

export const deploymentVars = {
  ONWARD_TEST_FAULT: optionalOneOf(
    FAULT_POINTS,
    {
      description: `Test-only, never in a deployment: the fault point (${FAULT_POINTS.join(', ')}) at which the process stops dead, holding what it was doing until the test kills it (test/scaleout/faults.test.ts). Refused with \`NODE_ENV=production\``,
    },
    (raw) => `must be one of ${FAULT_POINTS.join(', ')}, got ${JSON.stringify(raw)}`,
  ),
};
