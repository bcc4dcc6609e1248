import { and, eq, isNull } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { hasModule } from '../../src/domain/company'
import { canSignAchievement, discussionActionFor, type DiscussionState } from '../../src/domain/plans/discussion'
import type { GuestPlanAnswer, GuestProgress } from '../../src/domain/plans/guest-view'
import { PLAN_STATUS } from '../../src/domain/plans/status'
import { GuestDiscussionInput, GuestSignInput } from '../../src/domain/plans/schemas'
import type { AppDeps, AppEnv } from '../app-env'
import { clientAddress } from '../auth/client-address'
import { countLimitedRequest } from '../auth/rate-limit'
import type { Transaction } from '../db/client'
import { academicYears, interventionPlans, measurementTypes, planDiscussions, planSignatures, progressLevels, referrals, services, students } from '../db/schema'
import { HttpError, conflict, notFound } from '../http/errors'
import { deferredJson } from '../http/json-body'
import { pathId } from '../core/path-id'
import { staleVersion } from '../http/references'
import { parseWith } from '../http/validate'
import { loadCompany } from '../public/company'
import { achievementContentHash, discussionContentHash, liveSignaturesOf } from './content'
import { moveDiscussion, touchDiscussion } from './moves'
import { openGuestLink, type GuestLinkRow } from './guest-links'
import { achievementOf } from './lookups'
import { loadPlanTree } from './tree'
import { planProgress } from './progress'
import { access } from '../permissions/access'

/** A v4-looking uuid in the path; anything else is not a link (404 by the catch-all). */
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'

/**
 * What a guest link opens (spec §7 public plan calls): the plan of that link only, in Spanish,
 * with just what the page needs — the student's name, the service and year, the goals,
 * objectives and achievements, each discussion's state and summary, and the signatures as
 * role + time + voided (initials for the authorized person's own), and who is expected to sign
 * (the student's guardian on record, whom the page addresses), and per objective the values the
 * sessions recorded (date and value; not the provider's notes). No ids of the student, referral,
 * plan or users, no addresses, no staff names.
 */
async function guestView(tx: Transaction, link: GuestLinkRow): Promise<GuestPlanAnswer> {
  const [header] = await tx
    .select({
      uuid: interventionPlans.uuid,
      academic_year_id: interventionPlans.academic_year_id,
      status_id: interventionPlans.status_id,
      first_name: students.first_name,
      last_name: students.last_name,
      guardian_name: students.guardian_name,
      service_name: services.name,
      academic_year_name: academicYears.name,
    })
    .from(interventionPlans)
    .innerJoin(students, eq(students.id, interventionPlans.student_id))
    .innerJoin(referrals, eq(referrals.id, interventionPlans.referral_id))
    .innerJoin(services, eq(services.id, referrals.service_id))
    .innerJoin(academicYears, eq(academicYears.id, interventionPlans.academic_year_id))
    .where(eq(interventionPlans.id, link.plan_id))
  if (!header) throw notFound()
  const tree = await loadPlanTree(tx, link.plan_id)
  // One after the other: a transaction is one connection, and pg refuses a second query while one runs.
  const measurements = await tx.select().from(measurementTypes)
  const levels = await tx.select().from(progressLevels)
  const progress = await planProgress(tx, { id: link.plan_id, academic_year_id: header.academic_year_id })
  const progressOf = (objectiveId: number): GuestProgress => {
    const row = progress.objectives.find((objective) => objective.objective_id === objectiveId)
    // The guardian sees the values of her own student's plan only, and not the provider's notes on
    // them (working notes of the session, which may name other students of a group session).
    return { kind: row?.kind ?? 'percentage', target: row?.target ?? null, points: (row?.points ?? []).map((point) => ({ date: point.date, value: point.value })) }
  }
  const periodDays = (periodId: number) => {
    const row = progress.periods.find((period) => period.period_id === periodId)
    return { start_date: row?.start_date ?? '', end_date: row?.end_date ?? '' }
  }
  const nameOf = (rows: { id: number; name: string }[], id: number) => rows.find((row) => row.id === id)?.name ?? ''
  return {
    link: { expires_at: link.expires_at.toISOString(), expected_signer: header.guardian_name?.trim() || null },
    plan: {
      uuid: header.uuid,
      status_id: header.status_id,
      student_name: `${header.first_name} ${header.last_name}`,
      service_name: header.service_name,
      academic_year_name: header.academic_year_name,
      periods: tree.periods.map((period) => ({ id: period.id, name: period.name, ...periodDays(period.id) })),
      student_assessments: tree.assessments.map((row) => ({ description: row.description })),
      goals: tree.goals.map((goal) => ({
        description: goal.description,
        objectives: tree.objectives
          .filter((objective) => objective.goal_id === goal.id)
          .map((objective) => ({
            description: objective.description,
            measurement_type: nameOf(measurements, objective.measurement_type_id),
            progress: progressOf(objective.id),
            achievements: tree.achievements
              .filter((achievement) => achievement.objective_id === objective.id)
              .map((achievement) => {
                const initials = tree.signatures.find((row) => row.achievement_id === achievement.id && row.covers === 'achievement' && row.voided_at === null)
                return {
                  id: achievement.id,
                  period_id: achievement.period_id,
                  progress_level: nameOf(levels, achievement.progress_level_id),
                  comments: achievement.comments,
                  authorized_initials: initials?.initials ?? null,
                  signed_at: initials?.signed_at.toISOString() ?? null,
                  hash: achievement.hash,
                }
              }),
          })),
      })),
      discussions: tree.discussions.map((discussion) => ({
        period_id: discussion.period_id,
        state: discussion.state,
        achievements_summary: discussion.achievements_summary,
        hash: discussion.hash,
        signatures: tree.signatures
          .filter((row) => row.discussion_id === discussion.id && row.covers === 'discussion')
          .map((row) => ({ role: row.role, initials: row.role === 'authorized' ? row.initials : null, signed_at: row.signed_at.toISOString(), voided: row.voided_at !== null })),
      })),
    },
  }
}

export function guestPlanRoutes(deps: AppDeps) {
  const { db } = deps

  /** Every guest call: the company module, then the per-address limit (guessing links is throttled too). */
  async function admit(c: Context<AppEnv>) {
    if (!hasModule(await loadCompany(db), 'intervention-plans')) throw new HttpError(403, 'module_disabled', 'La compañía no tiene habilitado este módulo.')
    const { perAddress, windowSeconds } = deps.config.planGuestLimits
    await countLimitedRequest(db, `guest-plan:${clientAddress(c, deps.config.trustedProxyHops)}`, perAddress, windowSeconds, deps.now())
  }

  /** Runs a guest change with the link's plan locked. */
  async function withLinkedPlan<T>(uuid: string, run: (tx: Transaction, link: GuestLinkRow, plan: typeof interventionPlans.$inferSelect, now: Date) => Promise<T>) {
    return db.transaction(async (tx) => {
      const now = deps.now()
      const link = await openGuestLink(tx, uuid, now)
      const [plan] = await tx.select().from(interventionPlans).where(eq(interventionPlans.id, link.plan_id)).for('update')
      if (!plan) throw notFound()
      if (plan.status_id === PLAN_STATUS.archived) throw conflict('plan_archived', 'El plan está archivado.')
      return run(tx, link, plan, now)
    })
  }

  return new Hono<AppEnv>()
    .get(`/:uuid{${UUID}}`, access({ public: 'a guest link: its uuid is the key, rate-limited and expiring' }), async (c) => {
      await admit(c)
      const link = await openGuestLink(db, c.req.param('uuid'), deps.now())
      return c.json(await db.transaction((tx) => guestView(tx, link)))
    })
    // The authorized person accepts the achievements of a period once each carries her initials.
    .patch(`/:uuid{${UUID}}/discussions/periods/:period_id`, access({ public: 'a guest link: its uuid is the key, rate-limited and expiring' }), async (c) => {
      await admit(c)
      const periodId = pathId(c, 'period_id')
      const body = await deferredJson(c)
      return c.json(
        await withLinkedPlan(c.req.param('uuid'), async (tx, link, plan, now) => {
          const [discussion] = await tx
            .select()
            .from(planDiscussions)
            .where(and(eq(planDiscussions.plan_id, plan.id), eq(planDiscussions.period_id, periodId)))
            .for('update')
          if (!discussion) throw notFound('El periodo no existe.')
          const input = parseWith(GuestDiscussionInput, body())
          if (discussion.hash !== input.hash) throw staleVersion(await guestView(tx, link))
          const action = discussionActionFor(discussion.state as DiscussionState, input.action)
          if (!action) throw conflict('signature_out_of_order', 'Este periodo no espera su firma ahora.')
          const tree = await loadPlanTree(tx, plan.id)
          if (!liveSignaturesOf(tree, { ...discussion, unreachable_form_id: null }).allInitials) {
            throw conflict('achievements_unsigned', 'Firme cada logro con sus iniciales antes de aceptar.')
          }
          const initials = tree.signatures.find((row) => row.discussion_id === discussion.id && row.covers === 'achievement' && row.voided_at === null)?.initials ?? null
          await tx.insert(planSignatures).values({
            plan_id: plan.id,
            discussion_id: discussion.id,
            role: 'authorized',
            covers: 'discussion',
            initials,
            guest_link_id: link.id,
            signed_at: now,
            client_address: clientAddress(c, deps.config.trustedProxyHops),
            content_hash: discussionContentHash(tree, plan.uuid, discussion),
          })
          // The authorized person signs through her link: no user of the house, and the flow keeps no event log.
          await moveDiscussion(tx, discussion, action, null, now)
          return guestView(tx, link)
        }),
      )
    })
    // Initials on one achievement; the link's uuid in the body proves the guest reaches its plan.
    .patch('/objectives/achievements/:id/sign', access({ public: 'a guest link: its uuid is the key, rate-limited and expiring' }), async (c) => {
      await admit(c)
      const achievementId = pathId(c, 'id')
      const input = parseWith(GuestSignInput, (await deferredJson(c))())
      return c.json(
        await withLinkedPlan(input.uuid, async (tx, link, plan, now) => {
          const achievement = await achievementOf(tx, achievementId).catch(() => null)
          const [discussion] = achievement
            ? await tx.select().from(planDiscussions).where(and(eq(planDiscussions.id, achievement.discussion_id), eq(planDiscussions.plan_id, plan.id))).for('update')
            : []
          // Another plan's achievement is as unknown as a missing one.
          if (!achievement || !discussion) throw notFound('El logro no existe.')
          if (achievement.hash !== input.hash) throw staleVersion(await guestView(tx, link))
          if (!canSignAchievement(discussion.state as DiscussionState)) throw conflict('signature_out_of_order', 'Este periodo no espera su firma ahora.')
          const [signed] = await tx
            .select({ id: planSignatures.id })
            .from(planSignatures)
            .where(and(eq(planSignatures.achievement_id, achievement.id), eq(planSignatures.covers, 'achievement'), isNull(planSignatures.voided_at)))
          if (signed) throw conflict('already_signed', 'Este logro ya tiene sus iniciales.')
          const tree = await loadPlanTree(tx, plan.id)
          await tx.insert(planSignatures).values({
            plan_id: plan.id,
            discussion_id: discussion.id,
            achievement_id: achievement.id,
            role: 'authorized',
            covers: 'achievement',
            initials: input.authorized_initials,
            guest_link_id: link.id,
            signed_at: now,
            client_address: clientAddress(c, deps.config.trustedProxyHops),
            content_hash: achievementContentHash(tree, plan.uuid, achievement)!,
          })
          // A new version of the discussion: the provider signs after seeing these initials.
          await touchDiscussion(tx, discussion.id, now)
          return guestView(tx, link)
        }),
      )
    })
}
