import { readerName } from '../i18n/reader-language'
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { ACTIVE_PLAN_STATUS_IDS, PLAN_STATUS, planTab } from '../../src/domain/plans/status'
import type { DiscussionSearch, PlanSearch } from '../../src/domain/plans/schemas'
import { periodDates } from '../../src/domain/plans/progress'
import type { AcademicYearItem } from '../../src/domain/reference'
import type { Executor } from '../db/client'
import { academicYears, customers, interventionPlans, planDiscussions, planGuestLinks, planPeriods, referrals, services, students, users } from '../db/schema'
import { countAll, limitOffset, orderOf, pageOf } from '../http/list'
import type { OfficeViewer } from '../permissions/viewer'
import { listAcademicYears } from '../public/academic-years'
import { canWritePlan, readablePlans, type VisiblePlan } from './access'
import { loadPlanTree, type PlanTree, type SignatureRow } from './tree'

/**
 * The plan answers, shaped for the screens: a plan nests goals → objectives → achievements per
 * period, and carries its discussions with their state and signatures (voided ones flagged).
 */

const NONE = sql`false`

/** Year ids by delta, from the academic years as the public call answers them. */
export async function yearsByDelta(db: Executor, now: Date) {
  const years = await listAcademicYears(db, now)
  const ids = (test: (delta: number) => boolean) => years.filter((year) => test(year.delta)).map((year) => year.id)
  return { years, ids }
}

/** The SQL condition of one tab (spec §4), from the ids of the years of each delta. */
function tabCondition(tab: PlanSearch['tab'], ids: (test: (delta: number) => boolean) => number[]): SQL | undefined {
  const inYears = (test: (delta: number) => boolean) => {
    const list = ids(test)
    return list.length === 0 ? NONE : inArray(interventionPlans.academic_year_id, list)
  }
  const active = inArray(interventionPlans.status_id, [...ACTIVE_PLAN_STATUS_IDS])
  switch (tab) {
    case 'draft':
      return and(eq(interventionPlans.status_id, PLAN_STATUS.draft), inYears((delta) => delta === 0 || delta === 1))
    case 'current':
      return and(active, inYears((delta) => delta === 0))
    case 'next':
      return and(active, inYears((delta) => delta === 1))
    case 'archived':
      return or(eq(interventionPlans.status_id, PLAN_STATUS.archived), and(active, inYears((delta) => delta < 0)))
    default:
      return undefined
  }
}

const studentName = sql<string>`concat_ws(' ', ${students.first_name}, ${students.last_name}, ${students.second_last_name})`

const signerName = (signature: SignatureRow, names: Map<number, string>) =>
  signature.user_id !== null ? (names.get(signature.user_id) ?? null) : signature.initials

/** A signature as the office answers it: who, when, from where, of what, and whether it still holds. */
function officeSignature(signature: SignatureRow, names: Map<number, string>) {
  return {
    id: signature.id,
    role: signature.role,
    covers: signature.covers,
    achievement_id: signature.achievement_id,
    user_id: signature.user_id,
    signer: signerName(signature, names),
    initials: signature.initials,
    signed_at: signature.signed_at.toISOString(),
    client_address: signature.client_address,
    content_hash: signature.content_hash,
    voided: signature.voided_at !== null,
    voided_at: signature.voided_at?.toISOString() ?? null,
    voided_reason: signature.voided_reason,
  }
}

/** Goals → objectives → achievements per period, with the live initials of each achievement. */
export function nestGoals(tree: PlanTree) {
  return tree.goals.map((goal) => ({
    id: goal.id,
    uuid: goal.uuid,
    description: goal.description,
    sort_index: goal.sort_index,
    hash: goal.hash,
    objectives: tree.objectives
      .filter((objective) => objective.goal_id === goal.id)
      .map((objective) => ({
        id: objective.id,
        uuid: objective.uuid,
        goal_id: objective.goal_id,
        description: objective.description,
        measurement_type_id: objective.measurement_type_id,
        objective_id: objective.objective_id,
        sort_index: objective.sort_index,
        target: objective.target,
        hash: objective.hash,
        achievements: tree.achievements
          .filter((achievement) => achievement.objective_id === objective.id)
          .map((achievement) => {
            const initials = tree.signatures.find((row) => row.achievement_id === achievement.id && row.covers === 'achievement' && row.voided_at === null)
            return {
              id: achievement.id,
              period_id: achievement.period_id,
              progress_level_id: achievement.progress_level_id,
              suggested_progress_level_id: achievement.suggested_progress_level_id,
              comments: achievement.comments,
              authorized_initials: initials?.initials ?? null,
              signed_at: initials?.signed_at.toISOString() ?? null,
              hash: achievement.hash,
            }
          }),
      })),
  }))
}

export async function userNames(db: Executor, tree: PlanTree): Promise<Map<number, string>> {
  const ids = [...new Set(tree.signatures.map((row) => row.user_id).filter((id): id is number => id !== null))]
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, name: sql<string>`concat_ws(' ', ${users.first_name}, ${users.last_name})` })
    .from(users)
    .where(inArray(users.id, ids))
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** The discussions of a plan with their signatures (the office's view). */
export function officeDiscussions(tree: PlanTree, names: Map<number, string>) {
  return tree.discussions.map((discussion) => ({
    id: discussion.id,
    plan_id: discussion.plan_id,
    period_id: discussion.period_id,
    period_name: tree.periods.find((period) => period.id === discussion.period_id)?.name ?? null,
    state: discussion.state,
    achievements_summary: discussion.achievements_summary,
    unreachable_form_id: discussion.unreachable_form_id,
    hash: discussion.hash,
    updated_at: discussion.updated_at.toISOString(),
    signatures: tree.signatures.filter((row) => row.discussion_id === discussion.id).map((row) => officeSignature(row, names)),
  }))
}

/** GET /intervention-plans/{id}. */
export async function planDetail(db: Executor, viewer: OfficeViewer, plan: VisiblePlan, now: Date) {
  const [header] = await db
    .select({
      student_name: studentName,
      sie_number: students.sie_number,
      service_id: services.id,
      service_name: services.name,
      academic_year_name: academicYears.name,
      academic_year_start: academicYears.start_date,
    })
    .from(interventionPlans)
    .innerJoin(students, eq(students.id, interventionPlans.student_id))
    .innerJoin(referrals, eq(referrals.id, interventionPlans.referral_id))
    .innerJoin(services, eq(services.id, referrals.service_id))
    .innerJoin(academicYears, eq(academicYears.id, interventionPlans.academic_year_id))
    .where(eq(interventionPlans.id, plan.id))
  const tree = await loadPlanTree(db, plan.id)
  const names = await userNames(db, tree)
  const { years } = await yearsByDelta(db, now)
  const delta = years.find((year) => year.id === plan.academic_year_id)?.delta ?? null
  const links = await db
    .select()
    .from(planGuestLinks)
    .where(and(eq(planGuestLinks.plan_id, plan.id), isNull(planGuestLinks.revoked_at)))
    .orderBy(asc(planGuestLinks.id))
  // The link signs as the authorized person: only those who may change the plan get it.
  const mayWrite = canWritePlan(viewer, plan)
  const live = mayWrite ? links.filter((link) => link.expires_at > now).at(-1) : undefined
  return {
    id: plan.id,
    uuid: plan.uuid,
    referral_id: plan.referral_id,
    student_id: plan.student_id,
    student_name: header?.student_name ?? '',
    sie_number: header?.sie_number ?? '',
    service_id: header?.service_id ?? null,
    service_name: header?.service_name ?? '',
    provider_id: plan.provider_id,
    customer_id: plan.customer_id,
    academic_year_id: plan.academic_year_id,
    academic_year_name: header?.academic_year_name ?? '',
    academic_year_delta: delta,
    status_id: plan.status_id,
    tab: delta === null ? null : planTab(plan.status_id, delta),
    hash: plan.hash,
    created_at: plan.created_at.toISOString(),
    updated_at: plan.updated_at.toISOString(),
    may_write: mayWrite,
    // With its days, so the provider's device can place her own data in the periods offline.
    periods: tree.periods.map((period) => ({
      id: period.id,
      name: period.name,
      ...(header ? periodDates(header.academic_year_start, period.first_month, period.last_month) : {}),
    })),
    student_assessments: tree.assessments.map((row) => ({ id: row.id, uuid: row.uuid, description: row.description, created_at: row.created_at.toISOString() })),
    goals: nestGoals(tree),
    discussions: officeDiscussions(tree, names),
    guest_link: live ? guestLinkAnswer(live, now) : null,
  }
}

export function guestLinkAnswer(link: typeof planGuestLinks.$inferSelect, now: Date) {
  return {
    id: link.id,
    uuid: link.uuid,
    path: `/guest/intervention-plans/${link.uuid}`,
    expires_at: link.expires_at.toISOString(),
    revoked_at: link.revoked_at?.toISOString() ?? null,
    status: link.revoked_at ? 'revoked' : link.expires_at <= now ? 'expired' : 'active',
    created_at: link.created_at.toISOString(),
  }
}

/** GET /intervention-plans/: the list convention, tab, referral and student filters, the viewer's reach. */
export async function pagePlans(db: Executor, viewer: OfficeViewer, search: PlanSearch, now: Date) {
  const { years, ids } = await yearsByDelta(db, now)
  const where = and(
    readablePlans(viewer),
    tabCondition(search.tab, ids),
    search.referral_id === undefined ? undefined : eq(interventionPlans.referral_id, search.referral_id),
    search.student_id === undefined ? undefined : eq(interventionPlans.student_id, search.student_id),
    search.customer_id === undefined ? undefined : eq(referrals.customer_id, search.customer_id),
  )
  const order = orderOf(
    search.sort,
    { id: interventionPlans.id, student: students.last_name, academic_year: academicYears.start_date, updated_at: interventionPlans.updated_at },
    [interventionPlans.id],
  )
  const { limit, offset } = limitOffset(search)
  const page = await pageOf(
    db
      .select({
      id: interventionPlans.id,
      uuid: interventionPlans.uuid,
      referral_id: interventionPlans.referral_id,
      student_id: interventionPlans.student_id,
      student_name: studentName,
      service_name: services.name,
      provider_id: referrals.provider_id,
      customer_id: referrals.customer_id,
      academic_year_id: interventionPlans.academic_year_id,
      academic_year_name: academicYears.name,
      status_id: interventionPlans.status_id,
      hash: interventionPlans.hash,
      updated_at: interventionPlans.updated_at,
    })
      .from(interventionPlans)
      .innerJoin(referrals, eq(referrals.id, interventionPlans.referral_id))
      .innerJoin(students, eq(students.id, interventionPlans.student_id))
      .innerJoin(academicYears, eq(academicYears.id, interventionPlans.academic_year_id))
      .innerJoin(services, eq(services.id, referrals.service_id))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: countAll })
      .from(interventionPlans)
      .innerJoin(referrals, eq(referrals.id, interventionPlans.referral_id))
      .where(where),
  )
  const deltaOf = (yearId: number) => years.find((year: AcademicYearItem) => year.id === yearId)?.delta ?? null
  return {
    total: page.total,
    items: page.items.map((row) => {
      const delta = deltaOf(row.academic_year_id)
      return { ...row, academic_year_delta: delta, tab: delta === null ? null : planTab(row.status_id, delta), updated_at: row.updated_at.toISOString() }
    }),
  }
}

/** GET /intervention-plans/discussions: every discussion the viewer reaches, with its plan's student. */
export async function pageDiscussions(db: Executor, viewer: OfficeViewer, search: DiscussionSearch) {
  const where = and(
    readablePlans(viewer),
    search.state === undefined ? undefined : eq(planDiscussions.state, search.state),
    search.period_id === undefined ? undefined : eq(planDiscussions.period_id, search.period_id),
    search.customer_id === undefined ? undefined : eq(referrals.customer_id, search.customer_id),
    search.plan_id === undefined ? undefined : eq(planDiscussions.plan_id, search.plan_id),
  )
  const order = orderOf(search.sort, { id: planDiscussions.id, student: students.last_name, updated_at: planDiscussions.updated_at }, [planDiscussions.id])
  const { limit, offset } = limitOffset(search)
  const page = await pageOf(
    db
      .select({
      id: planDiscussions.id,
      plan_id: planDiscussions.plan_id,
      period_id: planDiscussions.period_id,
      period_name: readerName(planPeriods),
      state: planDiscussions.state,
      unreachable_form_id: planDiscussions.unreachable_form_id,
      hash: planDiscussions.hash,
      updated_at: planDiscussions.updated_at,
      plan_status_id: interventionPlans.status_id,
      referral_id: interventionPlans.referral_id,
      student_id: interventionPlans.student_id,
      student_name: studentName,
      customer_id: referrals.customer_id,
    })
      .from(planDiscussions)
      .innerJoin(interventionPlans, eq(interventionPlans.id, planDiscussions.plan_id))
      .innerJoin(referrals, eq(referrals.id, interventionPlans.referral_id))
      .innerJoin(students, eq(students.id, interventionPlans.student_id))
      .innerJoin(planPeriods, eq(planPeriods.id, planDiscussions.period_id))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: countAll })
      .from(planDiscussions)
      .innerJoin(interventionPlans, eq(interventionPlans.id, planDiscussions.plan_id))
      .innerJoin(referrals, eq(referrals.id, interventionPlans.referral_id))
      .where(where),
  )
  return { total: page.total, items: page.items.map((row) => ({ ...row, updated_at: row.updated_at.toISOString() })) }
}

/**
 * GET /intervention-plans/customers/todo: per customer, the active referrals of the current year
 * without an active plan for it, and the drafts among them.
 */
export async function plansTodo(db: Executor, viewer: OfficeViewer, now: Date) {
  const { ids } = await yearsByDelta(db, now)
  const current = ids((delta) => delta === 0)[0]
  if (current === undefined) return []
  const reach = readablePlans(viewer)
  const result = await db.execute(sql`
    select ${customers.id} as customer_id, ${customers.name} as customer_name,
      count(*) filter (where not exists (select 1 from ${interventionPlans} p where p.referral_id = ${referrals.id}
        and p.academic_year_id = ${current} and p.status_id in (${PLAN_STATUS.activeCurrent}, ${PLAN_STATUS.activeNext})))::int as missing_plans,
      count(*) filter (where exists (select 1 from ${interventionPlans} p where p.referral_id = ${referrals.id}
        and p.academic_year_id = ${current} and p.status_id = ${PLAN_STATUS.draft}))::int as draft_plans
    from ${referrals}
    join ${customers} on ${customers.id} = ${referrals.customer_id}
    where ${referrals.status_id} in (select id from referral_statuses where name = 'Activo')
      and ${reach ?? sql`true`}
    group by ${customers.id}, ${customers.name}
    order by ${customers.name}`)
  return rowsOf<{ customer_id: number; customer_name: string; missing_plans: number; draft_plans: number }>(result).filter((row) => row.missing_plans > 0 || row.draft_plans > 0)
}

/** GET /intervention-plans/discussions/customers/todo: per customer, unfinished discussions of active plans by state. */
export async function discussionsTodo(db: Executor, viewer: OfficeViewer) {
  const reach = readablePlans(viewer)
  const result = await db.execute(sql`
    select ${customers.id} as customer_id, ${customers.name} as customer_name, ${planDiscussions.state} as state, count(*)::int as total
    from ${planDiscussions}
    join ${interventionPlans} on ${interventionPlans.id} = ${planDiscussions.plan_id}
    join ${referrals} on ${referrals.id} = ${interventionPlans.referral_id}
    join ${customers} on ${customers.id} = ${referrals.customer_id}
    where ${interventionPlans.status_id} in (${PLAN_STATUS.activeCurrent}, ${PLAN_STATUS.activeNext}) and ${planDiscussions.state} <> 'supervisor_signed' and ${reach ?? sql`true`}
    group by ${customers.id}, ${customers.name}, ${planDiscussions.state}
    order by ${customers.name}`)
  const byCustomer = new Map<number, { customer_id: number; customer_name: string; pending: number; by_state: Record<string, number> }>()
  for (const row of rowsOf<{ customer_id: number; customer_name: string; state: string; total: number }>(result)) {
    const entry = byCustomer.get(row.customer_id) ?? { customer_id: row.customer_id, customer_name: row.customer_name, pending: 0, by_state: {} }
    entry.pending += row.total
    entry.by_state[row.state] = row.total
    byCustomer.set(row.customer_id, entry)
  }
  return [...byCustomer.values()]
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}
