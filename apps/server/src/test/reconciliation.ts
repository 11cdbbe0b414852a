// The admin's reconciliation run and the mismatches it stored, as the payments and shop reconciliation tests read them.
import { expect } from 'vitest';
import type { Db } from '../db/client.js';
import { reconciliationMismatches } from '../db/schema/index.js';
import type { Caller } from './auth.js';

/** Runs the reconciliation as the admin would (it must answer 200) and returns its listing. */
export async function runReconciliation(admin: Caller) {
  const res = await admin.inject({ method: 'POST', url: '/api/admin/billing/reconciliation/run' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Record<string, unknown>[]; lastRunAt: string | null };
}

/** Every mismatch row stored, resolved or not. */
export const storedMismatches = (db: Db) => db.select().from(reconciliationMismatches);
