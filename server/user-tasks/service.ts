import { readerName } from '../i18n/reader-language'
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { WAITING_FOR, WAITING_STATES, emptyWaitingCounts, type CustomerFormTasks, type FormTask, type ProviderFormTasks, type WaitingCounts, type WaitingState } from '../../src/domain/tasks/user-tasks'
import type { Executor } from '../db/client'
import { customers, interventionPlans, planDiscussions, planPeriods, providers, referrals, students } from '../db/schema'
import { readablePlans } from '../plans/access'
import type { OfficeViewer } from '../permissions/viewer'
import { ACTIVE_PLAN_STATUS_IDS } from '../../src/domain/plans/status'

/**
 * The forms that wait for a signature (spec §7 user-tasks): discussions of active plans (status
 * 2 and 3) in a signing state, which the viewer reaches by the plans' own rule (readablePlans: a
 * customer-scoped role sees its customer's, a provider her own and her supervised providers').
 */
function waitingWhere(viewer: OfficeViewer, ...more: (SQL | undefined)[]) {
  return and(inArray(interventionPlans.status_id, [...ACTIVE_PLAN_STATUS_IDS]), inArray(planDiscussions.state, [...WAITING_STATES]), readablePlans(viewer), ...more)
}

/** Rows of (group, state, count) folded into one entry per group, counted by whom each form waits for. */
function counted<TRow extends { state: string; n: number }, TBase extends object>(rows: TRow[], keyOf: (row: TRow) => number, base: (row: TRow) => TBase) {
  const byKey = new Map<number, TBase & { pending: number; by_waiting_for: WaitingCounts }>()
  for (const row of rows) {
    const entry = byKey.get(keyOf(row)) ?? { ...base(row), pending: 0, by_waiting_for: emptyWaitingCounts() }
    entry.pending += row.n
    entry.by_waiting_for[WAITING_FOR[row.state as WaitingState]] += row.n
    byKey.set(keyOf(row), entry)
  }
  return [...byKey.values()]
}

/** GET /user-tasks/forms/customers: per customer, how many forms wait and for whom. */
export async function formTasksByCustomer(db: Executor, viewer: OfficeViewer): Promise<CustomerFormTasks[]> {
  const rows = await db
    .select({ customer_id: customers.id, customer_name: customers.name, state: planDiscussions.state, n: count() })
    .from(planDiscussions)
    .innerJoin(interventionPlans, eq(interventionPlans.id, planDiscussions.plan_id))
    .innerJoin(referrals, eq(referrals.id, interventionPlans.referral_id))
    .innerJoin(customers, eq(customers.id, referrals.customer_id))
    .where(waitingWhere(viewer))
    .groupBy(customers.id, customers.name, planDiscussions.state)
    .orderBy(asc(customers.name))
  return counted(rows, (row) => row.customer_id, (row) => ({ customer_id: row.customer_id, customer_name: row.customer_name }))
}

const providerName = sql<string>`(${providers.first_name} || ' ' || ${providers.last_name})`

/** GET /user-tasks/forms/customers/{customer_id}/providers: that customer's waiting forms per provider. */
export async function formTasksByProvider(db: Executor, viewer: OfficeViewer, customerId: number): Promise<ProviderFormTasks[]> {
  const rows = await db
    .select({ provider_id: providers.id, provider_name: providerName, state: planDiscussions.state, n: count() })
    .from(planDiscussions)
    .innerJoin(interventionPlans, eq(interventionPlans.id, planDiscussions.plan_id))
    .innerJoin(referrals, eq(referrals.id, interventionPlans.referral_id))
    .innerJoin(providers, eq(providers.id, referrals.provider_id))
    .where(waitingWhere(viewer, eq(referrals.customer_id, customerId)))
    .groupBy(providers.id, providers.first_name, providers.last_name, planDiscussions.state)
    .orderBy(asc(providers.last_name), asc(providers.first_name))
  return counted(rows, (row) => row.provider_id, (row) => ({ provider_id: row.provider_id, provider_name: row.provider_name }))
}

const studentName = sql<string>`concat_ws(' ', ${students.first_name}, ${students.last_name}, ${students.second_last_name})`

/** GET /user-tasks/forms/customers/{customer_id}/providers/{provider_id}: the forms themselves, longest waiting first. */
export async function formTasksOf(db: Executor, viewer: OfficeViewer, customerId: number, providerId: number): Promise<FormTask[]> {
  const rows = await db
    .select({
      id: planDiscussions.id,
      plan_id: planDiscussions.plan_id,
      period_name: readerName(planPeriods),
      referral_id: interventionPlans.referral_id,
      student_id: interventionPlans.student_id,
      student_name: studentName,
      state: planDiscussions.state,
      updated_at: planDiscussions.updated_at,
    })
    .from(planDiscussions)
    .innerJoin(interventionPlans, eq(interventionPlans.id, planDiscussions.plan_id))
    .innerJoin(referrals, eq(referrals.id, interventionPlans.referral_id))
    .innerJoin(students, eq(students.id, interventionPlans.student_id))
    .innerJoin(planPeriods, eq(planPeriods.id, planDiscussions.period_id))
    .where(waitingWhere(viewer, eq(referrals.customer_id, customerId), eq(referrals.provider_id, providerId)))
    .orderBy(asc(planDiscussions.updated_at), asc(planDiscussions.id))
  return rows.map((row) => {
    const state = row.state as WaitingState
    return { kind: 'plan_discussion', ...row, state, waiting_for: WAITING_FOR[state], updated_at: row.updated_at.toISOString() }
  })
}

/** How many forms wait in all, for the hub. */
export async function waitingFormsCount(db: Executor, viewer: OfficeViewer): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(planDiscussions)
    .innerJoin(interventionPlans, eq(interventionPlans.id, planDiscussions.plan_id))
    .innerJoin(referrals, eq(referrals.id, interventionPlans.referral_id))
    .where(waitingWhere(viewer))
  return row?.n ?? 0
}

/** Unfinished discussions of active plans (the documents inbox's "pending"), for the hub. */
export async function pendingDocumentsCount(db: Executor, viewer: OfficeViewer): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(planDiscussions)
    .innerJoin(interventionPlans, eq(interventionPlans.id, planDiscussions.plan_id))
    .innerJoin(referrals, eq(referrals.id, interventionPlans.referral_id))
    .where(and(inArray(interventionPlans.status_id, [...ACTIVE_PLAN_STATUS_IDS]), sql`${planDiscussions.state} <> 'supervisor_signed'`, readablePlans(viewer)))
  return row?.n ?? 0
}
