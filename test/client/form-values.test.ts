// Form values by role or normalizedName become values by element id, from the step being answered;
// names the step lacks or that fit two fields fail before any request.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { formSubmitFor, OnwardClientError, type FormStep } from '@onward/client';

const step: FormStep = {
  id: 'about',
  type: 'form',
  title: 'About you',
  subtitle: null,
  canGoBack: false,
  elements: [
    {
      id: 'aaa111',
      type: 'text',
      name: 'First name',
      role: 'first_name',
      validations: [],
      prefillOptions: 'prefillable_editable',
    },
    {
      id: 'bbb222',
      type: 'date_picker',
      name: 'Birth',
      role: 'dob',
      normalizedName: 'birth_date',
      validations: [],
      prefillOptions: 'prefillable_editable',
    },
    {
      id: 'ccc333',
      type: 'text',
      name: 'Delay',
      normalizedName: 'delay',
      validations: [],
      prefillOptions: 'prefillable_editable',
    },
    { id: 'ddd444', type: 'plain_text', name: 'Read me' },
    {
      id: 'eee555',
      type: 'email',
      name: 'Work e-mail',
      role: 'email',
      normalizedName: 'work_email',
      validations: [],
      prefillOptions: 'prefillable_editable',
    },
    {
      id: 'fff666',
      type: 'email',
      name: 'Home e-mail',
      role: 'email',
      normalizedName: 'home_email',
      validations: [],
      prefillOptions: 'prefillable_editable',
    },
  ],
};

const failure = (fn: () => unknown): OnwardClientError => {
  try {
    fn();
  } catch (err) {
    if (err instanceof OnwardClientError) return err;
    throw err;
  }
  return assert.fail('expected an OnwardClientError');
};

describe('formSubmitFor', () => {
  it('keys values by the element ids of the step, found by role then normalizedName', () => {
    assert.deepEqual(formSubmitFor(step, { first_name: 'Ada', dob: '1815-12-10', delay: '0', home_email: 'a@b.c' }), {
      aaa111: 'Ada',
      bbb222: '1815-12-10',
      ccc333: '0',
      fff666: 'a@b.c',
    });
  });

  it('names what the step has when a role is missing', () => {
    const err = failure(() => formSubmitFor(step, { first_name: 'Ada', last_name: 'Lovelace' }));
    assert.equal(err.code, 'unknown_field');
    assert.match(err.message, /"last_name"/);
    assert.match(err.message, /roles first_name, dob, email, email/);
    assert.match(err.message, /normalizedNames delay/);
  });

  it('refuses a role two fields share, and one field named twice', () => {
    assert.equal(failure(() => formSubmitFor(step, { email: 'a@b.c' })).code, 'ambiguous_field');
    const twice = failure(() => formSubmitFor(step, { dob: '1815-12-10', birth_date: '1815-12-10' }));
    assert.equal(twice.code, 'ambiguous_field');
    assert.match(twice.message, /"dob" and "birth_date" both name field bbb222/);
  });

  it('does not take element ids as names', () => {
    assert.equal(failure(() => formSubmitFor(step, { aaa111: 'Ada' })).code, 'unknown_field');
  });
});
