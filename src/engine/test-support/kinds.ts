// A one-form flow with every element kind, for submit validation tests.
export const KINDS_DOC = {
  name: 'All kinds',
  start: 'all',
  nodes: [
    {
      id: 'all',
      type: 'form',
      title: 'Everything',
      next: 'done',
      elements: [
        {
          key: 'txt',
          type: 'text',
          name: 'Text',
          role: 'first_name',
          validations: [{ type: 'required' }, { type: 'min_length', value: 2 }, { type: 'max_length', value: 5 }],
        },
        {
          key: 'code',
          type: 'text',
          name: 'Code',
          validations: [{ type: 'regex', value: '^[A-Z]{3}$', errorMessage: 'Three capitals' }],
        },
        {
          key: 'num',
          type: 'number',
          name: 'Number',
          validations: [
            { type: 'min', value: 1 },
            { type: 'max', value: 10 },
          ],
        },
        { key: 'mail', type: 'email', name: 'Email', role: 'email' },
        { key: 'pw', type: 'password', name: 'Password' },
        { key: 'area', type: 'textarea', name: 'Notes', normalizedName: 'notes' },
        {
          key: 'sel',
          type: 'select',
          name: 'Select',
          options: [
            { name: 'a', label: 'A' },
            { name: 'b', label: 'B' },
          ],
        },
        {
          key: 'rad',
          type: 'radio',
          name: 'Radio',
          options: [
            { name: 'x', label: 'X' },
            { name: 'y', label: 'Y' },
          ],
        },
        {
          key: 'boxes',
          type: 'check_box',
          name: 'Boxes',
          options: [
            { name: 'p', label: 'P' },
            { name: 'q', label: 'Q' },
          ],
          validations: [{ type: 'max_number_of_elements', value: 1 }],
        },
        { key: 'agree', type: 'check_box', name: 'Agree' },
        {
          key: 'date',
          type: 'date_picker',
          name: 'Date',
          validations: [
            { type: 'min_date', value: '2000-01-01' },
            { type: 'max_date', value: '-18y' },
          ],
        },
        { key: 'ctry', type: 'country_select', name: 'Country', role: 'address_country' },
        { key: 'cur', type: 'currency_select', name: 'Currency' },
        { key: 'tel', type: 'phone_number', name: 'Phone', role: 'phone_number' },
        {
          key: 'doc',
          type: 'file',
          name: 'Document',
          accept: ['pdf'],
          validations: [
            { type: 'max_file_size', value: 100 },
            { type: 'max_number_of_elements', value: 2 },
          ],
        },
        { key: 'gap', type: 'spacing' },
        { key: 'info', type: 'plain_text', name: 'Read me' },
        { key: 'bd', type: 'date_part_select', name: 'Day', compositeGroup: 'birth', partType: 'day' },
        { key: 'bm', type: 'date_part_select', name: 'Month', compositeGroup: 'birth', partType: 'month' },
        {
          key: 'by',
          type: 'date_part_select',
          name: 'Year',
          compositeGroup: 'birth',
          partType: 'year',
          validations: [{ type: 'min_date', value: '1950-01-01' }],
        },
        {
          key: 'owners',
          type: 'owner',
          name: 'Owners',
          validations: [{ type: 'max_number_of_elements', value: 2 }],
          elements: [
            { key: 'name', type: 'text', name: 'Name', role: 'owner_full_name', validations: [{ type: 'required' }] },
            {
              key: 'kind',
              type: 'select',
              name: 'Kind',
              options: [
                { name: 'person', label: 'Person' },
                { name: 'company', label: 'Company' },
              ],
            },
            {
              key: 'reg',
              type: 'text',
              name: 'Company number',
              validations: [{ type: 'required' }],
              condition: {
                type: 'AND',
                rules: [{ action: 'show', fieldId: 'kind', operator: '=', comparable: { value: 'company' } }],
              },
            },
          ],
        },
      ],
    },
    { id: 'done', type: 'end', text: 'Done' },
  ],
};
