import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API documentation', () => {
  it('serves the browsable UI at /api/docs with only external scripts, so script-src self allows it', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\.\/static\//);
      expect(body?.trim()).toBe('');
    }
    expect(
      (await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' })).statusCode,
    ).toBe(200);
  });

  it('generates the OpenAPI document from the route schemas of budgets and transactions', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/budgets',
        '/api/budgets/months',
        '/api/budgets/{id}',
        '/api/budgets/{id}/categories',
        '/api/transactions',
        '/api/transactions/{id}',
      ]),
    );
    const listParams = doc.paths['/api/transactions'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(listParams).toEqual(
      expect.arrayContaining([
        'page',
        'limit',
        'startDate',
        'endDate',
        'description',
        'category',
        'type',
      ]),
    );
    const deleteCategory = doc.paths['/api/budgets/{id}/categories'].delete.parameters;
    expect(
      deleteCategory
        .filter((p: { in: string }) => p.in === 'query')
        .map((p: { name: string }) => p.name),
    ).toEqual(['name', 'type']);
    expect(doc.paths['/api/budgets'].post.responses['201']).toBeDefined();
    expect(doc.paths['/api/transactions'].post.responses['201']).toBeDefined();
    expect(doc.paths['/api/transactions'].post.security).toEqual([
      { bearerAuth: [], csrfToken: [] },
    ]);
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['bearerAuth', 'csrfToken']);
  });
});
