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

  describe('plain paths reached by a lookup', () => {
    const answer = z.object({ by: z.string(), route: z.string() });
    const route = (path: string, by: string) =>
      defineRoute(endpoint('get', path, { answer }), {
        access: 'public',
        summary: by,
        handle: ({ req }) => ({ by, route: String(req.route?.path) }),
      });
    const failing = defineRoute(endpoint('get', '/fails', {}), {
      access: 'public',
      summary: 'Throws',
      handle: () => {
        throw new Error('boom');
      },
    });

    function app() {
      const server = express();
      const routes = [
        route('/items/:id', 'item'),
        route('/items/new', 'new'),
        route('/list', 'list'),
      ];
      server.use(routerOf([...routes, failing]));
      server.use(errorHandler(createLogger('silent')));
      return server;
    }

    it('answers by the route Express would take: the first declared that matches', async () => {
      expect((await request(app()).get('/items/new')).body).toEqual({
        by: 'item',
        route: '/items/:id',
      });
      expect((await request(app()).get('/list')).body).toEqual({ by: 'list', route: '/list' });
    });

    it('answers the other spellings Express accepts, and sends errors on', async () => {
      expect((await request(app()).get('/list/')).body.by).toBe('list');
      expect((await request(app()).get('/LIST')).body.by).toBe('list');
      expect((await request(app()).head('/list')).status).toBe(200);
      expect((await request(app()).post('/list')).status).toBe(404);
      expect((await request(app()).get('/fails')).status).toBe(500);
    });
  });
});
