/**
 * A generated flow of `segments × 4` nodes for bench/studio: each segment a person form (three
 * fields with roles), a screening service, a condition on its hit to a declining END, and that END;
 * the condition's `otherwise` leads to the next segment. No layout, so opening it includes the
 * automatic layout, as for an imported document.
 */
import type { FlowDocument, FlowNode } from '../../src/flows/document/types.js';

export function generatedFlow(segments: number): FlowDocument {
  const nodes: FlowNode[] = [];
  for (let i = 0; i < segments; i++) {
    const last = i === segments - 1;
    nodes.push(
      {
        id: `form_${i}`,
        type: 'form',
        title: `Person ${i + 1}`,
        next: `screen_${i}`,
        elements: [
          {
            key: `first_${i}`,
            type: 'text',
            name: 'First name',
            role: 'first_name',
            validations: [{ type: 'required' }],
          },
          { key: `last_${i}`, type: 'text', name: 'Last name', role: 'last_name', validations: [{ type: 'required' }] },
          { key: `dob_${i}`, type: 'date_picker', name: 'Date of birth', role: 'dob' },
        ],
      },
      { id: `screen_${i}`, type: 'service', service: 'screening', config: {}, next: `decide_${i}` },
      {
        id: `decide_${i}`,
        type: 'condition',
        branches: [
          {
            condition: {
              type: 'AND',
              rules: [{ fieldId: `service:screen_${i}.hit`, operator: '=', comparable: { value: true } }],
            },
            next: `declined_${i}`,
          },
        ],
        otherwise: last ? `declined_${i}` : `form_${i + 1}`,
      },
      { id: `declined_${i}`, type: 'end', status: 'DECLINED', text: `Declined at step ${i + 1}.` },
    );
  }
  return { name: `Generated ${segments * 4}-node flow`, nodes };
}
