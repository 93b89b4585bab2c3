import express from 'express';
import request from 'supertest';
import { expect, it } from 'vitest';
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
