import express from 'express';
import request from 'supertest';
import type { Logger } from 'pino';
import { expect, it, vi } from 'vitest';
import { createLogger } from './logging';
import { AppError } from './app-error';
import { errorHandler } from './error-handler';

function appThrowing(error: unknown) {
  const app = express();
  app.get('/boom', () => {
    throw error;
  });
  app.use(errorHandler(createLogger('silent')));
  return app;
}

it('answers an unexpected error with 500 internal.error and no stack trace', async () => {
  const res = await request(appThrowing(new Error('secret detail'))).get('/boom');
  expect(res.status).toBe(500);
  expect(res.body).toEqual({ messageCode: 'internal.error' });
  expect(res.text).not.toContain('secret detail');
});

it('answers an AppError with its status and message code', async () => {
  const res = await request(appThrowing(new AppError(409, 'some.code'))).get('/boom');
  expect(res.status).toBe(409);
  expect(res.body).toEqual({ messageCode: 'some.code' });
});

it('answers a constraint the database refused with its message code, not a 500', async () => {
  const refused = Object.assign(new Error('x'), {
    code: '23505',
    constraint: 'categories_name_uq',
  });
  const res = await request(appThrowing(refused)).get('/boom');
  expect(res.status).toBe(409);
  expect(res.body).toEqual({ messageCode: 'category.alreadyExist' });
});

it('answers a body that does not inflate with 400 request.malformed, without logging it', async () => {
  const logger = { error: vi.fn() };
  const inflateError = Object.assign(new Error('incorrect header check'), { status: 400 });
  const app = express();
  app.get('/boom', () => {
    throw inflateError;
  });
  app.use(errorHandler(logger as unknown as Logger));
  const res = await request(app).get('/boom');
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ messageCode: 'request.malformed' });
  expect(logger.error).not.toHaveBeenCalled();
});

it('answers an AppError carrying details with them beside its message code', async () => {
  const error = new AppError(409, 'AccountNotEmptyException', { count: 3 });
  const res = await request(appThrowing(error)).get('/boom');
  expect(res.status).toBe(409);
  expect(res.body).toEqual({ messageCode: 'AccountNotEmptyException', count: 3 });
});
