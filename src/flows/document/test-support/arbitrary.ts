// fast-check generators of flow documents: mostly valid ones (forward references from a
// first form that every path passes through) with some randomness that breaks them, so
// property tests exercise both the accepting and the refusing paths.
import fc from 'fast-check';

type Obj = Record<string, unknown>;

const ruleFor = (fieldId: string, withAction: boolean): fc.Arbitrary<Obj> =>
  fc
    .record({
      operator: fc.constantFrom('null', 'hv', '=', '!=', 'cv', 'nc', '<', '>', 'in', 'nin'),
      scalar: fc.oneof(fc.constantFrom('a', 'b', 'SE', 'US', '2000-01-01'), fc.integer({ min: -5, max: 5 })),
      action: fc.constantFrom('show', 'hide'),
    })
    .map(({ operator, scalar, action }) => {
      const rule: Obj = { fieldId, operator };
      if (withAction) rule.action = action;
      if (operator === 'in' || operator === 'nin') rule.comparable = { value: [scalar, 'b'] };
      else if (operator === 'cv' || operator === 'nc') rule.comparable = { value: String(scalar) };
      else if (operator !== 'null' && operator !== 'hv') rule.comparable = { value: scalar };
      return rule;
    });

const conditionOn = (keys: string[], withAction: boolean): fc.Arbitrary<Obj> =>
  fc
    .tuple(
      fc.constantFrom('AND', 'OR'),
      fc.constantFrom('show', 'hide'),
      fc.array(fc.constantFrom(...keys), { minLength: 1, maxLength: 2 }),
    )
    .chain(([type, action, fields]) =>
      fc
        .tuple(...fields.map((f) => ruleFor(f, withAction)))
        .map((rules) => ({ type, rules: withAction ? rules.map((r) => ({ ...r, action })) : rules })),
    );

const options = [
  { name: 'a', label: 'A' },
  { name: 'b', label: 'B' },
];

/** One element of a kind chosen at random, with validations that fit it. */
function elementArb(key: string): fc.Arbitrary<Obj[]> {
  const required = fc.boolean().map((r) => (r ? [{ type: 'required' }] : []));
  const pick = fc.constantFrom(
    'text',
    'number',
    'email',
    'select',
    'radio',
    'check_box',
    'check_box_single',
    'date_picker',
    'country_select',
    'currency_select',
    'phone_number',
    'spacing',
    'plain_text',
    'date_parts',
    'owner',
    'textarea',
  );
  return fc
    .tuple(
      pick,
      required,
      fc.constantFrom(
        undefined,
        'non_prefillable',
        'prefillable_non_editable_hidden',
        'prefillable_non_editable_visible',
      ),
    )
    .map(([kind, req, prefill]): Obj[] => {
      const base: Obj = { key, name: key, ...(prefill ? { prefillOptions: prefill } : {}) };
      switch (kind) {
        case 'text':
          return [{ ...base, type: 'text', validations: [...req, { type: 'max_length', value: 8 }] }];
        case 'textarea':
          return [{ ...base, type: 'textarea', validations: [...req, { type: 'regex', value: '^[a-z]*$' }] }];
        case 'number':
          return [
            { ...base, type: 'number', validations: [...req, { type: 'min', value: -3 }, { type: 'max', value: 3 }] },
          ];
        case 'email':
          return [{ ...base, type: 'email', role: 'email', validations: req }];
        case 'select':
          return [{ ...base, type: 'select', options, validations: req }];
        case 'radio':
          return [{ ...base, type: 'radio', options, validations: req }];
        case 'check_box':
          return [
            {
              ...base,
              type: 'check_box',
              options,
              validations: [...req, { type: 'max_number_of_elements', value: 1 }],
            },
          ];
        case 'check_box_single':
          return [{ ...base, type: 'check_box', validations: req }];
        case 'date_picker':
          return [{ ...base, type: 'date_picker', validations: [...req, { type: 'min_date', value: '1990-01-01' }] }];
        case 'country_select':
          return [{ ...base, type: 'country_select', role: 'address_country', validations: req }];
        case 'currency_select':
          return [{ ...base, type: 'currency_select', validations: req }];
        case 'phone_number':
          return [{ ...base, type: 'phone_number', validations: req }];
        case 'spacing':
          return [{ key, type: 'spacing' }];
        case 'plain_text':
          return [{ key, type: 'plain_text', name: 'Read this' }];
        case 'owner':
          return [
            {
              ...base,
              type: 'owner',
              validations: req,
              elements: [{ key: 'n', type: 'text', name: 'N', validations: [{ type: 'required' }] }],
            },
          ];
        default:
          return (['day', 'month', 'year'] as const).map((p) => ({
            ...base,
            key: `${key}${p}`,
            type: 'date_part_select',
            compositeGroup: key,
            partType: p,
            validations: req,
          }));
      }
    });
}

function formArb(id: string, count: number, outsideKeys: string[]): fc.Arbitrary<Obj> {
  return fc.tuple(...Array.from({ length: count }, (_, i) => elementArb(`${id}k${i}`))).chain((groups) => {
    const elements = groups.flat();
    const valued = elements.filter((e) => e.type !== 'spacing' && e.type !== 'plain_text').map((e) => e.key as string);
    // Conditions look at earlier elements of the same form or at the first form's keys.
    const withConds = elements.map((el, i) => {
      const earlier = valued.filter((k) => elements.findIndex((e) => e.key === k) < i);
      const pool = [...earlier, ...outsideKeys];
      return pool.length === 0 || el.type === 'date_part_select'
        ? fc.constant(el)
        : fc
            .option(conditionOn(pool, true), { nil: undefined, freq: 2 })
            .map((c) => (c ? { ...el, condition: c } : el));
    });
    return fc.tuple(...withConds).map((els) => ({ id, type: 'form', title: `Title ${id}`, elements: els }));
  });
}

export interface ArbOptions {
  maxNodes?: number;
  /** Allow references to any node (often invalid documents) instead of only later ones. */
  wild?: boolean;
}

export function flowDocumentArb(opts: ArbOptions = {}): fc.Arbitrary<Obj> {
  const maxNodes = opts.maxNodes ?? 6;
  return fc.integer({ min: 1, max: maxNodes }).chain((n) => {
    const ids = Array.from({ length: n }, (_, i) => `n${i}`);
    return formArb('n0', 3, []).chain((first) => {
      const firstKeys = (first.elements as Obj[])
        .filter((e) => e.type !== 'spacing' && e.type !== 'plain_text')
        .map((e) => e.key as string);
      const target = (i: number): fc.Arbitrary<string | undefined> => {
        const later = ids.slice(i + 1);
        const pool = opts.wild ? [...ids, 'ghost'] : later;
        return pool.length === 0
          ? fc.constant(undefined)
          : fc.option(fc.constantFrom(...pool), { nil: undefined, freq: 4 });
      };
      const nodeArb = (i: number): fc.Arbitrary<Obj> =>
        fc
          .constantFrom('form', 'form', 'condition', 'service', 'end', 'provider_doc_v', 'sms')
          .chain((type): fc.Arbitrary<Obj> => {
            const id = ids[i] ?? 'x';
            if (type === 'form')
              return fc.tuple(formArb(id, 2, firstKeys), target(i)).map(([f, next]) => (next ? { ...f, next } : f));
            if (type === 'end')
              return fc
                .constantFrom('ACCEPTED', 'PENDING_REVIEW', 'DECLINED')
                .map((status) => ({ id, type, text: 'Bye', status }));
            if (type === 'service')
              return target(i).map((next) => ({
                id,
                type,
                service: 'http_request',
                config: { url: 'https://example.com/check' },
                ...(next ? { next } : {}),
              }));
            if (type === 'condition') {
              if (firstKeys.length === 0)
                return target(i).map((next) => ({ id, type: 'sms', ...(next ? { next } : {}) }));
              return fc.tuple(conditionOn(firstKeys, false), target(i), target(i)).map(([condition, a, b]) => ({
                id,
                type,
                branches: [{ condition, next: a ?? b ?? 'ghost' }],
                ...(b ? { otherwise: b } : {}),
              }));
            }
            return target(i).map((next) => ({ id, type, ...(next ? { next } : {}) }));
          });
      const rest = ids.slice(1).map((_, j) => nodeArb(j + 1));
      return fc.tuple(target(0), ...rest).map(([next, ...others]) => ({
        name: 'Random',
        start: 'n0',
        nodes: [next ? { ...first, next } : first, ...others],
      }));
    });
  });
}
