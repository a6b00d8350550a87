import { Type } from '@sinclair/typebox';
import { FLOW_ID_PATTERN } from '../../flows/publication/service.js';

export const FlowIdParams = Type.Object({
  flowId: Type.String({ pattern: FLOW_ID_PATTERN, description: 'Flow id chosen by the tenant' }),
});

export const FlowSummary = Type.Object(
  {
    flowId: Type.String(),
    name: Type.String(),
    latestVersion: Type.Integer({ description: 'Newest uploaded version (the draft)' }),
    testVersion: Type.Union([Type.Integer(), Type.Null()], { description: 'Version run by /test paths' }),
    liveVersion: Type.Union([Type.Integer(), Type.Null()], { description: 'Version run by plain paths' }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'FlowSummary' },
);
