import { Type, type Static } from '@sinclair/typebox';
import { FLOW_ID_PATTERN } from '../../flows/publication/service.js';
import type { FlowSummary as FlowSummaryShape } from '../../flows/publication/types.js';
import type { SameType } from '../../lib/same-type.js';

export const FlowIdParams = Type.Object({
  flowId: Type.String({ pattern: FLOW_ID_PATTERN, description: 'Flow id chosen by the tenant' }),
});

export const FLOW_SUMMARY_EXAMPLE = {
  flowId: 'kyc-person',
  name: 'Person onboarding',
  latestVersion: 3,
  testVersion: 3,
  liveVersion: 2,
  createdAt: '2026-11-02T09:00:00.000Z',
  updatedAt: '2026-11-20T14:30:00.000Z',
};

export const FlowSummary = Type.Object(
  {
    flowId: Type.String({ description: 'The flow’s id, chosen at its first upload' }),
    name: Type.String({ description: 'Display name from the document' }),
    latestVersion: Type.Integer({ description: 'Newest uploaded version (the draft)' }),
    testVersion: Type.Union([Type.Integer(), Type.Null()], { description: 'Version run by /test paths' }),
    liveVersion: Type.Union([Type.Integer(), Type.Null()], { description: 'Version run by plain paths' }),
    createdAt: Type.String({ format: 'date-time', description: 'First upload' }),
    updatedAt: Type.String({ format: 'date-time', description: 'Latest upload or publication' }),
  },
  {
    $id: 'FlowSummary',
    description: 'A flow: its versions and which of them the test and live slots run',
    examples: [FLOW_SUMMARY_EXAMPLE],
  },
);

// The Studio imports the plain interface, not this schema: a change to one without the other fails typecheck here.
export const FLOW_SUMMARY_IS_SHARED: SameType<Static<typeof FlowSummary>, FlowSummaryShape> = true;
