import Fastify from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const Payload = z.object({ name: z.string(), price: z.number() });

async function appWithCachedAndFreshRoutes() {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler);
  const cached = { name: 'Château Margaux 2015 — €', price: 1250.5, internal: 'not declared' };
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/cached', { schema: { response: { 200: Payload } } }, () => cached);
  let price = 0;
  r.get('/fresh', { schema: { response: { 200: Payload } } }, () => ({ name: 'fresh', price: ++price }));
  await app.ready();
  return { app, cached };
}

describe('response serializer', () => {
  it('answers a cached object with the same bytes, length and type on every use, undeclared keys dropped', async () => {
    const { app } = await appWithCachedAndFreshRoutes();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await app.inject({ method: 'GET', url: '/cached' }));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.json()).toEqual({ name: 'Château Margaux 2015 — €', price: 1250.5 });
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      expect(answer.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    }
    await app.close();
  });

  it('serialises a fresh object on every request', async () => {
    const { app } = await appWithCachedAndFreshRoutes();
    const first = await app.inject({ method: 'GET', url: '/fresh' });
    const second = await app.inject({ method: 'GET', url: '/fresh' });
    expect(first.json()).toEqual({ name: 'fresh', price: 1 });
    expect(second.json()).toEqual({ name: 'fresh', price: 2 });
    await app.close();
  });
});
