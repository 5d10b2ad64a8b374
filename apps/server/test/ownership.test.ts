import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Teacher, type TestContext } from './context';

/** Routes anyone may call; every other /api route needs a teacher (deny by default). */
const PUBLIC = new Set([
  'POST /api/auth/signup',
  'POST /api/auth/signin',
  'GET /api/auth/user',
  'GET /api/login',
  'GET /api/logout',
]);

let ctx: TestContext;
let a: Teacher;
let b: Teacher;
let classOfA: number;

beforeAll(async () => {
  ctx = await createTestContext();
  a = await ctx.signUp();
  b = await ctx.signUp();
  classOfA = (
    await ctx.request({
      method: 'POST',
      url: '/api/classes',
      as: a,
      payload: { name: 'A-class', dayOfWeek: 2 },
    })
  ).json().id;
});
afterAll(() => ctx.close());

const apiRoutes = () => ctx.app.routeInventory.filter((r) => r.url.startsWith('/api/'));
const bodyFor = (method: string) =>
  method === 'POST' || method === 'PATCH' || method === 'PUT' ? { name: 'Hijacked' } : undefined;

describe('ownership matrix (S3)', () => {
  it('every /api route except sign-in/up and the current user answers 401 to an anonymous visitor', async () => {
    const guarded = apiRoutes().filter((r) => !PUBLIC.has(`${r.method} ${r.url}`));
    expect(guarded.length).toBeGreaterThanOrEqual(5);
    for (const route of guarded) {
      const res = await ctx.request({
        method: route.method as 'GET',
        url: route.url.replace(':id', String(classOfA)),
        payload: bodyFor(route.method),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
  });

  it("teacher B gets 404 on every route of teacher A's class, exactly as for a missing class, and changes nothing", async () => {
    const classRoutes = apiRoutes().filter((r) => r.url.includes(':id'));
    expect(classRoutes.length).toBeGreaterThanOrEqual(3);
    for (const route of classRoutes) {
      const foreign = await ctx.request({
        method: route.method as 'GET',
        url: route.url.replace(':id', String(classOfA)),
        as: b,
        payload: bodyFor(route.method),
      });
      const missing = await ctx.request({
        method: route.method as 'GET',
        url: route.url.replace(':id', '999999'),
        as: b,
        payload: bodyFor(route.method),
      });
      expect(foreign.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(foreign.body).toBe(missing.body);
    }
    const still = await ctx.request({ method: 'GET', url: `/api/classes/${classOfA}`, as: a });
    expect(still.json()).toMatchObject({ name: 'A-class', dayOfWeek: 2 });
    const listOfB = await ctx.request({ method: 'GET', url: '/api/classes', as: b });
    expect(listOfB.json()).toEqual([]);
  });
});
