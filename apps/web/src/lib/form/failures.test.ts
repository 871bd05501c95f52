import { GraphqlRequestError, RestError } from '@parley/api';
import { FormApi, revalidateLogic } from '@tanstack/react-form';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldFailure, FormFailure, showFieldFailure, submitFailureOf } from './failures.ts';

const duplicate = new GraphqlRequestError(
  {
    code: 'DUPLICATE_EXTERNAL_ID',
    field: 'input.externalId',
    messageKey: 'FORM_ERRORS.DUPLICATE_EXTERNAL_ID',
    message: 'Duplicate',
  },
  false,
);
const fieldsOf = (names: string[]) => (name: string) => names.includes(name);

describe('submitFailureOf', () => {
  it('maps a GraphQL error naming a dot path onto the form field', () => {
    expect(submitFailureOf(duplicate, fieldsOf(['email', 'externalId']))).toEqual({
      kind: 'field',
      field: 'externalId',
      messageKey: 'FORM_ERRORS.DUPLICATE_EXTERNAL_ID',
    });
  });

  it('maps a REST error and falls back to the general message without a key', () => {
    const error = new RestError(400, 'BAD_USER_INPUT', 'Invalid', 'zipCode');
    expect(submitFailureOf(error, fieldsOf(['zipCode']))).toEqual({
      kind: 'field',
      field: 'zipCode',
      messageKey: 'FORM_ERRORS.GENERAL',
    });
  });

  it('puts an error on no field of the form, or no field at all, above the form', () => {
    expect(submitFailureOf(duplicate, fieldsOf(['email']))).toEqual({
      kind: 'form',
      message: null,
      messageKey: 'FORM_ERRORS.DUPLICATE_EXTERNAL_ID',
    });
    expect(submitFailureOf(new Error('network'), fieldsOf(['email']))).toMatchObject({ kind: 'form' });
    expect(submitFailureOf(null, fieldsOf(['email']))).toMatchObject({ kind: 'form', messageKey: null });
  });

  it('renames the server field by a map or by a function of the field and the message', () => {
    const error = new RestError(400, 'BAD_USER_INPUT', 'x', 'end', 'VALIDATE.APPOINTMENT_SAME_DAY');
    expect(submitFailureOf(error, fieldsOf(['endDate']), { end: 'endDate' })).toMatchObject({
      field: 'endDate',
    });
    const byMessage = (field: string, key: string | null) =>
      field === 'end' && key === 'VALIDATE.APPOINTMENT_SAME_DAY' ? 'endDate' : 'endTime';
    expect(submitFailureOf(error, fieldsOf(['endDate', 'endTime']), byMessage)).toMatchObject({
      field: 'endDate',
    });
  });

  it("takes the form's own failures as they are", () => {
    expect(submitFailureOf(new FieldFailure('email', 'K'), fieldsOf(['email']))).toEqual({
      kind: 'field',
      field: 'email',
      messageKey: 'K',
    });
    expect(submitFailureOf(new FormFailure('Full.'), fieldsOf([]))).toMatchObject({ kind: 'form' });
    expect(new FormFailure({ messageKey: 'K' }).shown).toEqual({ messageKey: 'K' });
  });
});

describe('showFieldFailure', () => {
  it('shows the key on the field until the person edits the form again', () => {
    const form = new FormApi({
      defaultValues: { email: 'a@example.com', externalId: 'x1' },
      validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
      validators: { onDynamic: v.object({ email: v.string(), externalId: v.string() }) },
    });
    form.mount();
    form.update(form.options);
    form.setFieldValue('externalId', 'x1');
    showFieldFailure(form, 'externalId', 'FORM_ERRORS.DUPLICATE_EXTERNAL_ID');
    expect(form.getFieldMeta('externalId')?.errors).toEqual(['FORM_ERRORS.DUPLICATE_EXTERNAL_ID']);
    form.setFieldValue('externalId', 'x2');
    expect(form.getFieldMeta('externalId')?.errors ?? []).toEqual([]);
  });
});
