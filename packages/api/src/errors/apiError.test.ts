import { describe, expect, it } from 'vitest';
import { GraphqlRequestError } from '../graphql/request.ts';
import { RestError } from '../rest/restClient.ts';
import { apiErrorOf } from './apiError.ts';

describe('apiErrorOf', () => {
  it('reads a REST error body: code, field, message key and status', () => {
    const error = new RestError(400, 'BAD_USER_INPUT', 'Title required', 'title', 'FORM_ERRORS.REQUIRED');
    expect(apiErrorOf(error)).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'title',
      messageKey: 'FORM_ERRORS.REQUIRED',
      message: 'Title required',
      status: 400,
    });
  });

  it('reads a GraphQL error and names the field by the last segment of its path', () => {
    const error = new GraphqlRequestError(
      {
        code: 'DUPLICATE_EXTERNAL_ID',
        field: 'payload.externalId',
        messageKey: 'VALIDATE.DUPLICATE_EXTERNAL_ID',
        message: 'taken',
      },
      false,
    );
    expect(apiErrorOf(error)).toEqual({
      code: 'DUPLICATE_EXTERNAL_ID',
      field: 'externalId',
      messageKey: 'VALIDATE.DUPLICATE_EXTERNAL_ID',
      message: 'taken',
      status: null,
    });
  });

  it('gives a failure without an answer neither field nor key', () => {
    expect(apiErrorOf(new TypeError('Failed to fetch'))).toMatchObject({
      field: null,
      messageKey: null,
      message: 'Failed to fetch',
    });
    expect(apiErrorOf(undefined)).toBeNull();
  });
});
