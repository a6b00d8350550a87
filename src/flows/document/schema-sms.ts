// The `sms` node: a one-time code sent to the end user's phone and typed back (docs/sms.md).
// Its config is a closed object so a typo in a setting fails at publish, not at run time.
import { Type } from '@sinclair/typebox';
import { ROLES } from './roles.js';
import { KeyPattern, NodeId, literals } from './schema-common.js';

export const SmsConfig = Type.Object(
  {
    phoneField: Type.Optional(
      Type.String({ pattern: KeyPattern, description: 'Key of the phone_number element whose value gets the code' }),
    ),
    phoneRole: Type.Optional(
      literals(ROLES, {
        description: 'Role of the element holding the number; default mobile_number, then phone_number',
      }),
    ),
    codeLength: Type.Optional(Type.Integer({ minimum: 4, maximum: 10, description: 'Digits in the code; default 6' })),
    ttlSeconds: Type.Optional(
      Type.Integer({ minimum: 30, maximum: 3600, description: 'How long a code is valid; default 600' }),
    ),
    maxAttempts: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 10, description: 'Wrong codes allowed per sent code; default 5' }),
    ),
    resendCooldownSeconds: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 3600, description: 'Wait between sends; default 30' }),
    ),
    maxSends: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 20,
        description: 'Codes sent per session for this node, first one included; default 5',
      }),
    ),
    message: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 480,
        description: 'SMS text with a {code} placeholder; translatable as translations.<lang>.nodes.<id>.message',
      }),
    ),
  },
  { additionalProperties: false },
);

export const SmsNode = Type.Object(
  {
    id: NodeId,
    type: Type.Literal('sms'),
    title: Type.Optional(Type.String()),
    config: Type.Optional(SmsConfig),
    next: Type.Optional(Type.String({ minLength: 1, description: 'Next node id; absent means the END step' })),
  },
  { additionalProperties: false, title: 'sms' },
);
