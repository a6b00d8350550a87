// Flows of the end-to-end business verification tests: a person flow with a screening, and a
// business flow whose owner_verification node invites the owners holding at least 25 %.

export const PERSON_FLOW = {
  name: 'Owner verification',
  nodes: [
    {
      id: 'about',
      type: 'form',
      title: 'About you',
      elements: [
        { key: 'first', type: 'text', name: 'First name', role: 'first_name', validations: [{ type: 'required' }] },
        { key: 'last', type: 'text', name: 'Last name', role: 'last_name', validations: [{ type: 'required' }] },
        {
          key: 'dob',
          type: 'date_picker',
          name: 'Date of birth',
          role: 'dob',
          prefillOptions: 'prefillable_editable',
          validations: [{ type: 'required' }],
        },
        { key: 'email', type: 'email', name: 'E-mail', role: 'email' },
      ],
      next: 'screen',
    },
    { id: 'screen', type: 'service', service: 'screening', next: 'route' },
    {
      id: 'route',
      type: 'condition',
      otherwise: 'ok',
      branches: [
        {
          next: 'review',
          condition: {
            type: 'AND',
            rules: [{ fieldId: 'service:screen.hit', operator: '=', comparable: { value: true } }],
          },
        },
      ],
    },
    { id: 'ok', type: 'end', status: 'ACCEPTED', text: 'Thank you' },
    { id: 'review', type: 'end', status: 'PENDING_REVIEW', text: 'We will be in touch' },
  ],
};

export interface OwnerStepConfig {
  delivery?: 'email' | 'links';
  reminders?: { everyHours: number; max: number };
  deadline?: { afterHours: number; end: string };
}

export function businessFlow(personFlowId: string, extra: OwnerStepConfig = {}) {
  return {
    name: 'Business verification',
    nodes: [
      {
        id: 'company',
        type: 'form',
        title: 'Your company',
        elements: [
          {
            key: 'company',
            type: 'text',
            name: 'Company name',
            role: 'company_name',
            validations: [{ type: 'required' }],
          },
          {
            key: 'owners',
            type: 'owner',
            name: 'Owners',
            elements: [
              { key: 'first', type: 'text', name: 'First name', role: 'owner_first_name' },
              { key: 'last', type: 'text', name: 'Last name', role: 'owner_last_name' },
              { key: 'dob', type: 'date_picker', name: 'Date of birth', role: 'owner_dob', validations: [] },
              { key: 'email', type: 'email', name: 'E-mail', role: 'owner_email' },
              { key: 'share', type: 'number', name: 'Ownership (%)', role: 'ownership' },
            ],
          },
        ],
        next: 'owners',
      },
      {
        id: 'owners',
        type: 'service',
        service: 'owner_verification',
        config: {
          personFlowId,
          invite: { rule: 'ownership', threshold: 25 },
          delivery: extra.delivery ?? 'email',
          prefill: { default: 'editable', roles: { last_name: 'locked', dob: 'locked' } },
          ...(extra.reminders ? { reminders: extra.reminders } : {}),
          ...(extra.deadline ? { deadline: extra.deadline } : {}),
        },
        next: 'decide',
      },
      {
        id: 'decide',
        type: 'condition',
        otherwise: 'review',
        branches: [
          {
            next: 'accepted',
            condition: {
              type: 'AND',
              rules: [{ fieldId: 'service:owners.allPassed', operator: '=', comparable: { value: true } }],
            },
          },
        ],
      },
      { id: 'accepted', type: 'end', status: 'ACCEPTED' },
      { id: 'review', type: 'end', status: 'PENDING_REVIEW' },
      // Reached only from the deadline: an END no path leads to would be refused at publication.
      ...(extra.deadline
        ? [{ id: 'expired', type: 'end', status: 'DECLINED', text: 'The owners did not verify in time' }]
        : []),
    ],
  };
}

/** Two owners at or above 25 % (one on the demo sanctions list), one below. */
export const OWNERS = [
  { first: 'Ada', last: 'Lovelace', dob: '1985-12-10', email: 'ada@example.com', share: 60 },
  { first: 'Elvis Angus', last: 'Logan Morey', dob: '1963-07-28', email: 'elvis@example.com', share: 30 },
  { first: 'Charles', last: 'Babbage', dob: '1971-12-26', email: 'charles@example.com', share: 10 },
];
