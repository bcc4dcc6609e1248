import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { discussionActionFor, stateAfterVoiding, type DiscussionState, type DiscussionStep } from '../../src/domain/plans/discussion'
import { AttachFormInput, DiscussionPatchInput, DiscussionSearch, VersionInput } from '../../src/domain/plans/schemas'
import type { AppDeps, AppEnv } from '../app-env'
import { clientAddress } from '../auth/client-address'
import type { Executor } from '../db/client'
import { planDiscussions, planGuestLinks, planSignatures } from '../db/schema'
import { HttpError, conflict, forbidden, invalid, notFound } from '../http/errors'
import { pathId } from '../core/path-id'
import { visibleForm } from '../forms/service'
import { staleVersion } from '../http/references'
import { parseWith, queryWith } from '../http/validate'
import { isProviderViewer, type OfficeViewer } from '../permissions/viewer'
import { assertCanWritePlan, assertStaffPlanWriter, PLAN_WRITES, type VisiblePlan, visiblePlan } from './access'
import { discussionContentHash, liveSignaturesOf, voidSignatures } from './content'
import { moveDiscussion, settleDiscussion } from './moves'
import { planChanges, type PlanChange, type PlanEffect } from './context'
import { issueGuestLink, liveGuestLink } from './guest-links'
import { discussionOf } from './lookups'
import { discussionsTodo, guestLinkAnswer, officeDiscussions, pageDiscussions, userNames } from './read'
import { loadPlanTree } from './tree'
import { access } from '../permissions/access'

/** A discussion as the office answers it (state, summary, signatures with the voided flag), read now. */
export async function discussionAnswer(db: Executor, planId: number, discussionId: number) {
  const tree = await loadPlanTree(db, planId)
  const names = await userNames(db, tree)
  const answer = officeDiscussions(tree, names).find((row) => row.id === discussionId)
  if (!answer) throw notFound('La discusión no existe.')
  return answer
}

const refused = (step: DiscussionStep) =>
  step === 'provider-signature' || step === 'supervisor-signature' || step === 'accept-achievements'
    ? conflict('signature_out_of_order', 'Las firmas van en orden: la persona autorizada, el proveedor y luego el supervisor.')
    : conflict('action_not_allowed', 'La discusión no está en un estado que permita esta acción.')

/** The signer a role needs: the referral's own provider, or her supervisor. Staff sign neither. */
function assertMaySign(viewer: OfficeViewer, plan: VisiblePlan, role: 'provider' | 'supervisor') {
  if (!isProviderViewer(viewer) || plan.provider_id === null) throw forbidden('Solo el proveedor del plan o su supervisor firman.')
  if (role === 'provider' && plan.provider_id !== viewer.providerId) throw forbidden('Solo el proveedor del plan lo firma.')
  if (role === 'supervisor' && !viewer.supervised.includes(plan.provider_id)) throw forbidden('Solo el supervisor del proveedor firma como supervisor.')
}

/** Loads and version-checks the discussion of a change; 404 when it is not of the plan. */
export async function lockedDiscussion(change: PlanChange, where: { id: number } | { periodId: number }, hash: string) {
  const [row] = await change.tx
    .select()
    .from(planDiscussions)
    .where(
      and(eq(planDiscussions.plan_id, change.plan.id), 'id' in where ? eq(planDiscussions.id, where.id) : eq(planDiscussions.period_id, where.periodId)),
    )
    .for('update')
  if (!row) throw notFound('La discusión no existe.')
  if (row.hash !== hash) throw staleVersion(await discussionAnswer(change.tx, change.plan.id, row.id))
  return row
}

/** Revert to draft (office) and discard (writers): every live signature voided, the state moved. */
export async function voidAll(change: PlanChange, discussionId: number, step: 'revert-to-draft' | 'discard-signatures') {
  const input = parseWith(VersionInput, change.body())
  const discussion = await lockedDiscussion(change, { id: discussionId }, input.hash)
  const action = discussionActionFor(discussion.state as DiscussionState, step)
  if (!action) throw refused(step)
  const live = await change.tx
    .select({ id: planSignatures.id })
    .from(planSignatures)
    .where(and(eq(planSignatures.discussion_id, discussion.id), isNull(planSignatures.voided_at)))
  await voidSignatures(change.tx, live.map((row) => row.id), step === 'revert-to-draft' ? 'reverted_to_draft' : 'discarded', change.now)
  await moveDiscussion(change.tx, discussion, action, change.viewer.userId, change.now)
  return () => discussionAnswer(change.tx, change.plan.id, discussion.id)
}

/** Staff read with plans.read and change with plans.write, for the plan's customer; a provider her own active referrals' plans (a supervisor reads and signs her supervisees'). */
const READ = access({ permission: 'plans.read', customers: true, providers: 'supervised' })
const WRITE = access(PLAN_WRITES)
/** What only the office does to a plan (revert to draft). */
const OFFICE_WRITE = access({ permission: 'plans.write', customers: true })

/**
 * PATCH …/{plan_id}/discussions/periods/{period_id}: an action, or the achievements summary saved
 * on its own (which a provider also writes offline).
 */
export function patchDiscussion(deps: Pick<AppDeps, 'config'>, planId: number, periodId: number): PlanEffect {
  return {
    target: planId,
    status: 200,
    run: async (change) => {
      const input = parseWith(DiscussionPatchInput, change.body())
      const discussion = await lockedDiscussion(change, { periodId }, input.hash)
      if (input.action === 'accept-achievements') {
        throw new HttpError(409, 'authorized_person_only', 'Solo la persona autorizada acepta los logros, desde su enlace.')
      }
      if (input.action === 'discard-signatures') return voidAll(change, discussion.id, 'discard-signatures')
      const summary = input.achievements_summary === undefined ? discussion.achievements_summary : input.achievements_summary
      if (input.action === undefined) {
        await change.tx.update(planDiscussions).set({ achievements_summary: summary, hash: sqlNewVersion(), updated_at: change.now }).where(eq(planDiscussions.id, discussion.id))
        return () => discussionAnswer(change.tx, change.plan.id, discussion.id)
      }
      const action = discussionActionFor(discussion.state as DiscussionState, input.action)
      if (!action) throw refused(input.action)
      if (input.action === 'submit-achievements') {
        if (!summary) throw invalid({ achievements_summary: 'required' })
        const tree = await loadPlanTree(change.tx, change.plan.id)
        const recorded = new Set(tree.achievements.filter((row) => row.period_id === periodId).map((row) => row.objective_id))
        if (tree.objectives.length === 0 || tree.objectives.some((row) => !recorded.has(row.id))) {
          throw conflict('achievements_missing', 'Cada objetivo necesita su logro del periodo antes de someter.')
        }
        await change.tx.update(planDiscussions).set({ achievements_summary: summary }).where(eq(planDiscussions.id, discussion.id))
      }
      if (input.action === 'request-signature' && !(await liveGuestLink(change.tx, change.plan.id, change.now))) {
        await issueGuestLink(change.tx, change.plan.id, change.viewer.userId, change.now, deps.config.planGuestLinkDays)
      }
      await moveDiscussion(change.tx, discussion, action, change.viewer.userId, change.now)
      return () => discussionAnswer(change.tx, change.plan.id, discussion.id)
    },
  }
}

/**
 * Discussions of a plan's periods (spec §4, §7): the actions, the ordered signatures of the
 * provider and the supervisor, revert to draft, the unreachable form, and the guest links.
 * Every call names the discussion version (`hash`) it was based on: a signer signs what she saw.
 */
export function discussionRoutes(deps: AppDeps) {
  const { db } = deps
  const { viewerOf, changing, changingOnce } = planChanges(deps)

  /** Signs as the provider or the supervisor, in order. */
  function signing(role: 'provider' | 'supervisor') {
    return async (c: Context<AppEnv>) => {
      const discussionId = pathId(c, 'id')
      const planId = pathId(c, 'plan_id')
      return c.json(
        await changing(
          c,
          planId,
          async (change) => {
            const input = parseWith(VersionInput, change.body())
            const discussion = await lockedDiscussion(change, { id: discussionId }, input.hash)
            const step = role === 'provider' ? 'provider-signature' : 'supervisor-signature'
            const action = discussionActionFor(discussion.state as DiscussionState, step, { unreachableFormAttached: discussion.unreachable_form_id !== null })
            if (!action) throw refused(step)
            const tree = await loadPlanTree(change.tx, change.plan.id)
            await change.tx.insert(planSignatures).values({
              plan_id: change.plan.id,
              discussion_id: discussion.id,
              role,
              covers: 'discussion',
              user_id: change.viewer.userId,
              signed_at: change.now,
              client_address: clientAddress(c, deps.config.trustedProxyHops),
              content_hash: discussionContentHash(tree, change.plan.uuid, discussion),
            })
            await moveDiscussion(change.tx, discussion, action, change.viewer.userId, change.now)
            return () => discussionAnswer(change.tx, change.plan.id, discussion.id)
          },
          { assert: (viewer, plan) => assertMaySign(viewer, plan, role) },
        ),
      )
    }
  }

  /** Attach or detach the unreachable form; detaching takes back what it stood in for. */
  async function setUnreachableForm(change: PlanChange, discussionId: number, formId: number | null, hash: string) {
    const discussion = await lockedDiscussion(change, { id: discussionId }, hash)
    await change.tx.update(planDiscussions).set({ unreachable_form_id: formId, updated_at: change.now }).where(eq(planDiscussions.id, discussion.id))
    const tree = await loadPlanTree(change.tx, change.plan.id)
    const updated = tree.discussions.find((row) => row.id === discussion.id)!
    const state = stateAfterVoiding(updated.state as DiscussionState, liveSignaturesOf(tree, updated))
    await settleDiscussion(change.tx, updated, state, change.viewer.userId, change.now)
    return () => discussionAnswer(change.tx, change.plan.id, discussion.id)
  }

  /**
   * The form a discussion attaches must be an "unreachable" form about the plan's own referral,
   * one the caller reaches. A form out of reach answers exactly as a missing one (the body
   * names nothing: 422 unknown_reference), so the check tells nothing about other referrals.
   */
  async function assertUnreachableFormOf(change: PlanChange, formId: number) {
    const form = await visibleForm(change.tx, change.viewer, formId).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404) throw invalid({ form_id: 'unknown_reference' })
      throw error
    })
    if (form.template_code !== 'unreachable') throw invalid({ form_id: 'not_unreachable_form' }, 'El formulario no es de no localización.')
    if (form.referral_id !== change.plan.referral_id) throw invalid({ form_id: 'other_referral' }, 'El formulario es de otro referido.')
  }

  const planOfDiscussion = (id: number) => async (tx: Executor) => (await discussionOf(tx, id)).plan_id

  return new Hono<AppEnv>()
    .get('/discussions', READ, async (c) => c.json(await pageDiscussions(db, await viewerOf(c), queryWith(c, DiscussionSearch))))
    .get('/discussions/customers/todo', READ, async (c) => c.json(await discussionsTodo(db, await viewerOf(c))))
    .patch('/discussions/:id/revert-to-draft', OFFICE_WRITE, async (c) => {
      const id = pathId(c, 'id')
      return c.json(
        await changing(c, planOfDiscussion(id), (change) => voidAll(change, id, 'revert-to-draft'), {
          assert: (viewer, plan) => assertStaffPlanWriter(viewer, plan.customer_id),
        }),
      )
    })
    .patch('/discussions/:id/attach-unreachable-form', WRITE, async (c) => {
      const id = pathId(c, 'id')
      return c.json(
        await changing(c, planOfDiscussion(id), async (change) => {
          const input = parseWith(AttachFormInput, change.body())
          await assertUnreachableFormOf(change, input.form_id)
          return setUnreachableForm(change, id, input.form_id, input.hash)
        }),
      )
    })
    .patch('/discussions/:id/detach-unreachable-form', WRITE, async (c) => {
      const id = pathId(c, 'id')
      return c.json(
        await changing(c, planOfDiscussion(id), (change) => {
          const input = parseWith(VersionInput, change.body())
          return setUnreachableForm(change, id, null, input.hash)
        }),
      )
    })
    // Also from a device's outbox (the summary written offline): once per Idempotency-Key.
    .patch('/:plan_id{[0-9]+}/discussions/periods/:period_id', WRITE, (c) => changingOnce(c, patchDiscussion(deps, pathId(c, 'plan_id'), pathId(c, 'period_id'))))
    .patch('/:plan_id{[0-9]+}/discussions/:id/provider-signature', WRITE, signing('provider'))
    .patch('/:plan_id{[0-9]+}/discussions/:id/supervisor-signature', access({ permission: 'plans.write', customers: true, providers: 'supervised' }), signing('supervisor'))
    // A link signs as the authorized person: only those who may issue one see them.
    .get('/:plan_id{[0-9]+}/guest-links', WRITE, async (c) => {
      const viewer = await viewerOf(c)
      const plan = await visiblePlan(db, viewer, pathId(c, 'plan_id'))
      assertCanWritePlan(viewer, plan)
      const links = await db.select().from(planGuestLinks).where(eq(planGuestLinks.plan_id, plan.id)).orderBy(asc(planGuestLinks.id))
      return c.json(links.map((link) => guestLinkAnswer(link, deps.now())))
    })
    // Issues a link (re-issue: the live ones are revoked) for the plan's provider or the office.
    .post('/:plan_id{[0-9]+}/guest-links', WRITE, async (c) => {
      const link = await changing(c, pathId(c, 'plan_id'), async (change) => {
        const row = await issueGuestLink(change.tx, change.plan.id, change.viewer.userId, change.now, deps.config.planGuestLinkDays)
        return async () => guestLinkAnswer(row, change.now)
      })
      return c.json(link, 201)
    })
    .patch('/:plan_id{[0-9]+}/guest-links/:link_id/revoke', WRITE, async (c) => {
      const linkId = pathId(c, 'link_id')
      return c.json(
        await changing(c, pathId(c, 'plan_id'), async (change) => {
          const [link] = await change.tx
            .select()
            .from(planGuestLinks)
            .where(and(eq(planGuestLinks.id, linkId), eq(planGuestLinks.plan_id, change.plan.id)))
          if (!link) throw notFound('El enlace no existe.')
          const [row] = link.revoked_at
            ? [link]
            : await change.tx.update(planGuestLinks).set({ revoked_at: change.now }).where(eq(planGuestLinks.id, link.id)).returning()
          return async () => guestLinkAnswer(row!, change.now)
        }),
      )
    })
}

function sqlNewVersion() {
  return sql`md5(random()::text)`
}
