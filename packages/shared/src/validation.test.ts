import { describe, expect, it } from 'vitest';
import { createBudgetBody } from './schemas/budgets.ts';
import { registerBody } from './schemas/auth.ts';
import {
  fastifyValidationToErrors,
  messageForParam,
  zodErrorToValidationErrors,
} from './validation.ts';

describe('validation error body', () => {
  it('names each field by its dotted path', () => {
    const result = createBudgetBody.safeParse({
      month: 'soon',
      categories: [{ name: '', type: 'expense', budgetedAmount: 1 }],
    });
    if (result.success) throw new Error('expected a failure');
    expect(zodErrorToValidationErrors(result.error)).toEqual({
      errors: [
        { param: 'month', msg: 'Invalid date' },
        { param: 'categories.0.name', msg: 'Category name is required' },
      ],
    });
  });

  it('reports each unknown key under its own name', () => {
    const result = createBudgetBody.safeParse({
      month: '2026-11-01',
      categories: [{ name: 'A', type: 'expense', budgetedAmount: 1, colour: 'red' }],
      user: 'x',
      ...JSON.parse('{"__proto__":{"a":1}}'),
    });
    if (result.success) throw new Error('expected a failure');
    expect(zodErrorToValidationErrors(result.error).errors).toEqual([
      { param: 'categories.0.colour', msg: "Unknown field 'colour'" },
      { param: 'user', msg: "Unknown field 'user'" },
      { param: '__proto__', msg: "Unknown field '__proto__'" },
    ]);
  });

  it('reports a body that is not an object under the root name', () => {
    const result = registerBody.safeParse('hello');
    if (result.success) throw new Error('expected a failure');
    expect(zodErrorToValidationErrors(result.error, 'body').errors[0]?.param).toBe('body');
  });

  it('reads fastify validation entries the same way', () => {
    const body = fastifyValidationToErrors([
      {
        keyword: 'custom',
        instancePath: '/password',
        message: 'Password must contain at least one number',
        params: {},
      },
      {
        keyword: 'unrecognized_keys',
        instancePath: '/',
        message: 'Unrecognized key',
        params: { keys: ['role'] },
      },
    ]);
    expect(body.errors).toEqual([
      { param: 'password', msg: 'Password must contain at least one number' },
      { param: 'role', msg: "Unknown field 'role'" },
    ]);
    expect(messageForParam(body, 'password')).toBe('Password must contain at least one number');
    expect(messageForParam(body, 'email')).toBeUndefined();
  });
});
