import { GraphqlRequestError, RestError } from '@parley/api';
import { FormApi, revalidateLogic } from '@tanstack/react-form';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { serverFieldError, showServerFieldError } from './formErrors.ts';

const duplicate = new GraphqlRequestError(
  {
    code: 'DUPLICATE_EXTERNAL_ID',
    field: 'input.externalId',
    messageKey: 'FORM_ERRORS.DUPLICATE_EXTERNAL_ID',
    message: 'Duplicate',
  },
  false,
);

describe('serverFieldError', () => {
  it('maps a GraphQL error naming a dot path onto the form field', () => {
    expect(serverFieldError(duplicate, ['email', 'externalId'])).toEqual({
      field: 'externalId',
      messageKey: 'FORM_ERRORS.DUPLICATE_EXTERNAL_ID',
    });
  });

  it('maps a REST error and falls back to the general message without a key', () => {
    const error = new RestError(400, 'BAD_USER_INPUT', 'Invalid', 'zipCode');
    expect(serverFieldError(error, ['zipCode'])).toEqual({
      field: 'zipCode',
      messageKey: 'FORM_ERRORS.GENERAL',
    });
  });

  it('returns null for an error on no field of the form, or no field at all', () => {
    expect(serverFieldError(duplicate, ['email'])).toBeNull();
    expect(serverFieldError(new Error('network'), ['email'])).toBeNull();
    expect(serverFieldError(null, ['email'])).toBeNull();
  });
});

describe('showServerFieldError', () => {
  it('shows the key on the field until the person edits the form again', () => {
    const form = new FormApi({
      defaultValues: { email: 'a@example.com', externalId: 'x1' },
      validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
      validators: { onDynamic: v.object({ email: v.string(), externalId: v.string() }) },
    });
    form.mount();
    form.update(form.options);
    form.setFieldValue('externalId', 'x1');
    expect(showServerFieldError(form, duplicate, ['email', 'externalId'])).toBe(true);
    expect(form.getFieldMeta('externalId')?.errors).toEqual(['FORM_ERRORS.DUPLICATE_EXTERNAL_ID']);
    form.setFieldValue('externalId', 'x2');
    expect(form.getFieldMeta('externalId')?.errors ?? []).toEqual([]);
  });

  it('leaves the form alone when the error names no field of it', () => {
    const form = new FormApi({ defaultValues: { email: '' } });
    expect(showServerFieldError(form, new Error('boom'), ['email'])).toBe(false);
  });
});
