/** Request and response shapes shared by the end-client routes. */
import { Type } from '@sinclair/typebox';

export const MAX_END_CLIENT_IDS = 1000;

/** An end-client id: the x-hf-session value of its run. */
export const EndClientId = Type.String({ minLength: 1, maxLength: 100 });

export const EndClientIds = Type.Array(EndClientId, {
  minItems: 1,
  maxItems: MAX_END_CLIENT_IDS,
  description: `End-client ids (the x-hf-session values), 1 to ${MAX_END_CLIENT_IDS}; repeated ids count once`,
});

export const LinkPayload = (id: string) =>
  Type.Object(
    {
      endClientId: { ...EndClientId, description: 'One end client (its x-hf-session)' },
      linkedEndClientId: { ...EndClientId, description: 'The other end client; a link has no direction' },
    },
    {
      $id: id,
      additionalProperties: false,
      examples: [
        {
          endClientId: '0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10',
          linkedEndClientId: '5d2e9a41-7c3b-4f60-8e15-a9b0c1d2e3f4',
        },
      ],
    },
  );
