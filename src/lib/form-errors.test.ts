import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { placeServerError, type ServerErrorMap } from './form-errors';

const refusal = (status: number, messageCode?: string) =>
  new AxiosError('refused', String(status), undefined, null, {
    status,
    statusText: '',
    headers: {},
    config: {} as InternalAxiosRequestConfig,
    data: messageCode ? { messageCode } : '',
  });

const MAP: ServerErrorMap<'password' | 'email'> = {
  codes: {
    InvalidPasswordException: 'password',
    ValidationException: { field: 'email', message: 'custom.message' },
  },
  invalid: 'email',
};

describe('placeServerError', () => {
  it('puts a listed code on its field, with the code or the given message', () => {
    expect(placeServerError(refusal(400, 'InvalidPasswordException'), MAP)).toEqual({
      field: 'password',
      message: 'InvalidPasswordException',
    });
    expect(placeServerError(refusal(400, 'ValidationException'), MAP)).toEqual({
      field: 'email',
      message: 'custom.message',
    });
  });

  it('puts another 400 on the `invalid` field, worded by its code or as ValidationException', () => {
    expect(placeServerError(refusal(400, 'password.tooCommon'), MAP).message).toBe(
      'password.tooCommon',
    );
    expect(placeServerError(refusal(400, 'no.such.wording'), MAP)).toEqual({
      field: 'email',
      message: 'ValidationException',
    });
  });

  it('tells anything else above the form: a worded code as such, else the fallback', () => {
    expect(placeServerError(refusal(429, 'too.many.requests'))).toEqual({
      field: 'root',
      message: 'too.many.requests',
    });
    expect(placeServerError(new Error('network'))).toEqual({
      field: 'root',
      message: 'internal.error',
    });
  });

  it('words only the `shown` codes above the form when they are listed', () => {
    const map = { shown: ['too.many.requests'], fallback: 'modal.genericError' };
    expect(placeServerError(refusal(429, 'too.many.requests'), map).message).toBe(
      'too.many.requests',
    );
    expect(placeServerError(refusal(500, 'internal.error'), map).message).toBe(
      'modal.genericError',
    );
  });
});
