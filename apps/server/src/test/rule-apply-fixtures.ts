import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import { apiClient, type ApiClient } from './api-client.ts';
import { createTestUser, type TestApp, type TestUser } from './app.ts';

/** Helpers the rule application tests share: rules, rows and reads through the API. */

export interface RowInput {
  date: string;
  description: string;
  amount?: number;
  type?: 'income' | 'expense' | 'savings';
  category?: string;
  notes?: string;
  tags?: string[];
}

/** A rule whose one condition is that the description contains `word`. */
export const ruleOn = (word: string, actions: unknown[], extra: Record<string, unknown> = {}) => ({
  name: `On ${word}`,
  match: 'all',
  conditions: [{ field: 'description', op: 'contains', value: word }],
  actions,
  ...extra,
});

export async function createRule(api: ApiClient, body: unknown): Promise<string> {
  const res = await api.post('/api/rules', body);
  expect(res.status).toBe(201);
  return (res.body as { _id: string })._id;
}

/** Each row through POST /api/transactions; answers their stored JSON, in order. */
export async function addRows(api: ApiClient, rows: RowInput[]) {
  const made = [];
  for (const row of rows) {
    const res = await api.post('/api/transactions', {
      amount: 10,
      type: 'expense',
      category: 'Misc',
      ...row,
    });
    expect(res.status).toBe(201);
    made.push(res.body as Record<string, unknown> & { _id: string });
  }
  return made;
}

export async function readRow(api: ApiClient, id: string) {
  const res = await api.get(`/api/transactions/${id}`);
  return res.status === 200 ? (res.body as Record<string, unknown>) : null;
}

export const readRows = (api: ApiClient, ids: string[]) =>
  Promise.all(ids.map((id) => readRow(api, id)));

export const applyRule = (api: ApiClient, id: string, body: unknown) =>
  api.post(`/api/rules/${id}/apply`, body);

export const undo = (api: ApiClient, id: string) =>
  api.post(`/api/rule-applications/${id}/undo`, {});

export const redo = (api: ApiClient, id: string) =>
  api.post(`/api/rule-applications/${id}/redo`, {});

/** The ledger's stored applications, newest first. */
export async function storedApplications(t: TestApp, ledgerId: string) {
  return rowsOf<{ id: string; state: string; changes: number }>(
    await t.database.db.execute(sql`
      select a.id, a.state, (select count(*) from rule_application_rows r
          where r.ledger_id = a.ledger_id and r.application_id = a.id)::int as changes
      from rule_applications a
      where a.ledger_id = ${ledgerId} order by a.created_at desc`),
  );
}

/** Marks the rows reconciled, as a reconciliation of their account would. */
export async function reconcile(t: TestApp, ids: string[]) {
  await t.database.db.execute(sql`
    update transactions set cleared = true, reconciled = true
    where id in (select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`);
}

/** Another signed-in user with a ledger of their own. */
export async function newUser(t: TestApp): Promise<{ user: TestUser; api: ApiClient }> {
  const user = await createTestUser(t);
  return { user, api: apiClient(t.app, user) };
}
