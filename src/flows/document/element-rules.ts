// Which validations apply to which element kind, shared by the validator (documents) and
// the engine (submitted values).
import type { ElementKind, ValidationKind } from './constants.js';

const TEXTUAL: ElementKind[] = ['text', 'password', 'textarea', 'email', 'phone_number'];
const MULTI: ElementKind[] = ['check_box', 'file', 'enhanced_file', 'owner'];
const FILES: ElementKind[] = ['file', 'enhanced_file'];
const DATES: ElementKind[] = ['date_picker', 'date_part_select'];
const VALUED: ElementKind[] = [
  'text',
  'number',
  'phone_number',
  'email',
  'password',
  'select',
  'textarea',
  'date_picker',
  'radio',
  'check_box',
  'country_select',
  'file',
  'enhanced_file',
  'currency_select',
  'owner',
  'date_part_select',
];

export const ALLOWED_VALIDATIONS: Record<ValidationKind, readonly ElementKind[]> = {
  required: VALUED,
  min: ['number'],
  max: ['number'],
  min_length: TEXTUAL,
  max_length: TEXTUAL,
  regex: [...TEXTUAL, 'number'],
  min_date: DATES,
  max_date: DATES,
  max_number_of_elements: MULTI,
  max_file_size: FILES,
};

export function validationAllowed(validation: ValidationKind, kind: ElementKind): boolean {
  return ALLOWED_VALIDATIONS[validation].includes(kind);
}

export function carriesValue(kind: ElementKind): boolean {
  return VALUED.includes(kind);
}
