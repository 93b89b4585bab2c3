import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../contract/endpoint';
import { createLogger } from './logging';
import { errorHandler } from './error-handler';
import { defineRoute } from './route';
import { routerOf } from './router';

const echoEndpoint = endpoint('post', '/echo/:id', {
  params: z.object({ id: z.coerce.number().int() }),
  body: z.object({ name: z.string().min(1, 'name.required'), age: z.number() }),
  answer: z.object({ id: z.number(), name: z.string() }),
});

const echo = defineRoute(echoEndpoint, {
  access: 'public',
  summary: 'Echoes',
  invalid: (issue) => (issue.path[0] === 'age' ? 'age.invalid' : undefined),
  handle: ({ params, body }) => ({ id: params.id, name: body.name }),
});

const liar = defineRoute(endpoint('get', '/liar', { answer: z.object({ value: z.boolean() }) }), {
  access: 'public',
  summary: 'Answers outside its schema',
  handle: () => ({ value: 'yes' }) as unknown as { value: boolean },
});

function appOf(checkAnswers: boolean) {
  const app = express();
  app.use(express.json());
  app.use(routerOf([echo, liar], { checkAnswers }));
  app.use(errorHandler(createLogger('silent')));
  return app;
}

describe('router of declared routes', () => {
  it('hands the handler validated, converted inputs', async () => {
    const res = await request(appOf(true)).post('/echo/7').send({ name: 'Ana', age: 3 });
    expect(res.body).toEqual({ id: 7, name: 'Ana' });
  });

  it('answers the schema’s message code, or the route’s own code for an issue', async () => {
    const app = appOf(true);
    const noName = await request(app).post('/echo/7').send({ name: '', age: 3 });
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({ messageCode: 'name.required' });
    const badAge = await request(app).post('/echo/7').send({ name: 'Ana', age: 'x' });
    expect(badAge.body).toEqual({ messageCode: 'age.invalid' });
  });

  it('fails an answer that breaks its declared schema when answers are checked', async () => {
    expect((await request(appOf(true)).get('/liar')).status).toBe(500);
    expect((await request(appOf(false)).get('/liar')).status).toBe(200);
  });
});
