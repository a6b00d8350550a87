// The flows the hosted-page tests across runs share (linked-runs.test.ts, linked-runs.browser.test.ts):
// a parent whose flow_connector step hands over to `child` and whose END names the subsequent
// flow `later`; `onEnd` picks whether the parent continues after the connected run or ends with it.
export const CHILD = {
  name: 'Identity',
  nodes: [
    {
      id: 'person',
      type: 'form',
      title: 'Your identity',
      next: 'done',
      elements: [
        { key: 'first', type: 'text', name: 'First name', role: 'first_name' },
        { key: 'town', type: 'text', name: 'City', normalizedName: 'town', validations: [{ type: 'required' }] },
      ],
    },
    { id: 'done', type: 'end', status: 'ACCEPTED', text: 'Identity checked' },
  ],
};
export const parent = (id: string, onEnd: 'continue' | 'end') => ({
  name: id,
  nodes: [
    {
      id: 'about',
      type: 'form',
      title: 'About you',
      next: 'kyc',
      elements: [
        { key: 'given', type: 'text', name: 'First name', role: 'first_name', validations: [{ type: 'required' }] },
      ],
    },
    {
      id: 'kyc',
      type: 'flow_connector',
      title: 'Verify your identity',
      config: { flowId: 'child', onEnd },
      next: 'after',
    },
    {
      id: 'after',
      type: 'form',
      title: 'Anything else?',
      next: 'fin',
      elements: [{ key: 'note', type: 'text', name: 'Note', normalizedName: 'note' }],
    },
    {
      id: 'fin',
      type: 'end',
      status: 'PENDING_REVIEW',
      text: 'Thank you: we will be in touch.',
      subsequentFlowId: 'later',
    },
  ],
});
export const LATER = {
  name: 'Later',
  nodes: [
    { id: 'root', type: 'subsequent', next: 'more' },
    {
      id: 'more',
      type: 'form',
      title: 'Your bank account',
      elements: [
        { key: 'first', type: 'text', name: 'First name', role: 'first_name' },
        { key: 'iban', type: 'text', name: 'IBAN', role: 'company_iban' },
      ],
    },
  ],
};
