import Fastify, { type FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type ApiError, renderError } from './errors';

/** A bare Fastify app with one route declaring a schema, its errors rendered as the API's are. */
async function appWithSchemaRoute() {
  const app = Fastify();
  app.setErrorHandler((error: FastifyError | ApiError, _request, reply) => {
    const rendered = renderError(error);
    return reply.status(rendered.status).send({ errors: rendered.errors });
  });
  app.post(
    '/things',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { year: { type: 'integer', minimum: 1900 } },
        },
        body: {
          type: 'object',
          properties: { data: { type: 'object', properties: { attributes: { type: 'object' } } } },
          required: ['data'],
        },
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

describe('renderError', () => {
  it("renders a route schema's refused body as a 422 naming the JSON pointer", async () => {
    const app = await appWithSchemaRoute();
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { data: { attributes: 'x' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      status: '422',
      title: 'Validation Error',
      source: { pointer: '/data/attributes' },
    });
  });

  it("renders a route schema's refused query parameter as a 400 naming it", async () => {
    const app = await appWithSchemaRoute();
    const response = await app.inject({ method: 'POST', url: '/things?year=12', payload: { data: {} } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ status: '400', source: { parameter: 'year' } });
  });

  it('hides the internals of a 5xx', () => {
    const rendered = renderError(new Error('secret table name') as FastifyError);
    expect(rendered.status).toBe(500);
    expect(JSON.stringify(rendered.errors)).not.toContain('secret');
  });
});
