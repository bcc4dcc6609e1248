import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { nextDiscussionState, type DiscussionState, type DiscussionStep } from '../../src/domain/plans/discussion'
import type { Transaction } from '../db/client'
import * as schema from '../db/schema'
import { moveDiscussion } from '../plans/moves'
import { achievementContentHash, discussionContentHash } from '../plans/content'
import { loadPlanTree } from '../plans/tree'
import { seedObjectiveData } from './objective-data'
import { addDays } from './random'

/**
 * Demo intervention plans (issue 13): for the demo therapists' active referrals, plans in every
 * status and tab, with discussions of the first semester in each state — one fully signed, one
 * waiting for the authorized person (its guest link is returned for the start-up log) — and
 * goal and objective templates. Signatures carry real content hashes, so the demo voids them
 * exactly as live ones would be.
 */

const GOALS = [
  {
    goal: 'Mejorará su comunicación expresiva para participar en conversaciones del salón.',
    objectives: [
      ['Utilizará oraciones de 4 a 5 palabras al describir láminas en 8 de 10 oportunidades.', 'Porcentaje de ejecución'],
      ['Iniciará una conversación con un compañero al menos 3 veces por sesión.', 'Frecuencia'],
    ],
  },
  {
    goal: 'Fortalecerá destrezas de motricidad fina necesarias para la escritura.',
    objectives: [['Trazará letras de su nombre con ayuda verbal mínima.', 'Nivel de ayuda']],
  },
] as const

const SUMMARY = 'El estudiante mostró progreso constante en las metas trabajadas. Se recomienda continuar con la frecuencia actual.'

type Year = typeof schema.academicYears.$inferSelect
type Referral = typeof schema.referrals.$inferSelect

interface PlanSpec {
  referral: Referral
  year: Year
  status: 1 | 2 | 3 | 4
  /** State of the first semester's discussion. */
  state: DiscussionState
}

/** The steps that lead a discussion from draft to `state`, in order. */
function stepsTo(state: DiscussionState): DiscussionStep[] {
  const path: DiscussionStep[] = ['submit-achievements', 'request-signature', 'accept-achievements', 'provider-signature', 'supervisor-signature']
  const steps: DiscussionStep[] = []
  let current: DiscussionState = 'draft'
  for (const step of path) {
    if (current === state) break
    current = nextDiscussionState(current, step)!
    steps.push(step)
  }
  return steps
}

export async function seedPlans(tx: Transaction, today: string): Promise<{ waitingGuestLink: string | null }> {
  const signedAt = new Date(`${addDays(today, -7)}T15:00:00Z`)
  // One query after the other: a transaction is one connection (pg refuses overlapping queries).
  const userOf = async (email: string) => (await tx.select().from(schema.users).where(eq(schema.users.email, email)))[0]!
  const marisol = await userOf('terapeuta@example.com')
  const carlos = await userOf('terapeuta2@example.com')
  const supervisor = await userOf('supervisor@example.com')
  const [office] = await tx.select().from(schema.users).where(eq(schema.users.email, 'oficina@example.com'))
  const years = await tx.select().from(schema.academicYears).orderBy(asc(schema.academicYears.start_date))
  const [previous, current, next] = years as [Year, Year, Year]
  const measurement = new Map((await tx.select().from(schema.measurementTypes)).map((row) => [row.name, row.id]))
  const levels = await tx.select().from(schema.progressLevels).orderBy(asc(schema.progressLevels.sort_index))
  const [period] = await tx.select().from(schema.planPeriods).orderBy(asc(schema.planPeriods.sort_index)).limit(1)
  const [active] = await tx.select().from(schema.referralStatuses).where(eq(schema.referralStatuses.name, 'Activo'))

  const activeOf = (providerId: number | null) =>
    tx
      .select()
      .from(schema.referrals)
      .where(and(eq(schema.referrals.provider_id, providerId!), eq(schema.referrals.status_id, active!.id)))
      .orderBy(asc(schema.referrals.id))
  const mine = await activeOf(marisol!.provider_id)
  const his = await activeOf(carlos!.provider_id)

  const specs: PlanSpec[] = []
  const add = (referral: Referral | undefined, year: Year, status: PlanSpec['status'], state: DiscussionState) => {
    if (referral) specs.push({ referral, year, status, state })
  }
  add(mine[0], current, 2, 'supervisor_signed')
  add(mine[0], previous, 4, 'supervisor_signed')
  add(mine[1], current, 2, 'signature_requested')
  add(mine[1], previous, 2, 'supervisor_signed')
  add(mine[2], current, 2, 'authorized_signed')
  add(mine[3], current, 2, 'provider_signed')
  add(mine[4], current, 2, 'achievements_submitted')
  add(mine[5], current, 1, 'draft')
  add(mine[5], next, 1, 'draft')
  add(mine[6], next, 3, 'draft')
  add(his[0], current, 2, 'draft')
  add(his[1], current, 1, 'draft')

  let waitingGuestLink: string | null = null
  const planIds: number[] = []
  for (const [index, spec] of specs.entries()) {
    const [plan] = await tx
      .insert(schema.interventionPlans)
      .values({
        uuid: randomUUID(),
        referral_id: spec.referral.id,
        student_id: spec.referral.student_id,
        academic_year_id: spec.year.id,
        status_id: spec.status,
        created_by: spec.referral.provider_id === carlos!.provider_id ? carlos!.id : marisol!.id,
      })
      .returning()
    planIds.push(plan!.id)
    const periods = await tx.select().from(schema.planPeriods)
    const discussions = await tx
      .insert(schema.planDiscussions)
      .values(periods.map((row) => ({ plan_id: plan!.id, period_id: row.id })))
      .returning()
    const discussion = discussions.find((row) => row.period_id === period!.id)!
    await tx.insert(schema.planStudentAssessments).values({
      plan_id: plan!.id,
      description: 'Evaluación de habla y lenguaje: rezago leve en lenguaje expresivo; comprensión adecuada para su edad.',
      created_by: plan!.created_by,
    })
    for (const [goalIndex, { goal, objectives }] of GOALS.entries()) {
      const [goalRow] = await tx.insert(schema.planGoals).values({ plan_id: plan!.id, description: goal, sort_index: goalIndex }).returning()
      for (const [objectiveIndex, [description, type]] of objectives.entries()) {
        const [objective] = await tx
          .insert(schema.planObjectives)
          .values({ goal_id: goalRow!.id, plan_id: plan!.id, description, measurement_type_id: measurement.get(type)!, sort_index: objectiveIndex })
          .returning()
        // Achievements once the first semester went beyond a draft (and for some drafts, half-written).
        if (spec.state !== 'draft' || index % 2 === 0) {
          await tx.insert(schema.planAchievements).values({
            objective_id: objective!.id,
            discussion_id: discussion.id,
            period_id: period!.id,
            progress_level_id: levels[(goalIndex + objectiveIndex + 2) % levels.length]!.id,
            comments: 'Trabaja con entusiasmo; requiere recordatorios ocasionales.',
          })
        }
      }
    }
    if (spec.state === 'draft') continue

    await tx.update(schema.planDiscussions).set({ achievements_summary: SUMMARY }).where(eq(schema.planDiscussions.id, discussion.id))
    let link: typeof schema.planGuestLinks.$inferSelect | undefined
    let state: DiscussionState = 'draft'
    for (const step of stepsTo(spec.state)) {
      if (step === 'request-signature') {
        ;[link] = await tx
          .insert(schema.planGuestLinks)
          .values({ uuid: randomUUID(), plan_id: plan!.id, expires_at: new Date(signedAt.getTime() + 30 * 86_400_000), created_by: office!.id, created_at: signedAt })
          .returning()
      }
      const tree = await loadPlanTree(tx, plan!.id)
      const discussionNow = tree.discussions.find((row) => row.id === discussion.id)!
      const base = { plan_id: plan!.id, discussion_id: discussion.id, signed_at: signedAt, client_address: '10.0.0.12' }
      if (step === 'accept-achievements') {
        for (const achievement of tree.achievements.filter((row) => row.discussion_id === discussion.id)) {
          await tx.insert(schema.planSignatures).values({
            ...base,
            achievement_id: achievement.id,
            role: 'authorized',
            covers: 'achievement',
            initials: 'MLR',
            guest_link_id: link!.id,
            content_hash: achievementContentHash(tree, plan!.uuid, achievement)!,
          })
        }
        await tx
          .insert(schema.planSignatures)
          .values({ ...base, role: 'authorized', covers: 'discussion', initials: 'MLR', guest_link_id: link!.id, content_hash: discussionContentHash(tree, plan!.uuid, discussionNow) })
      }
      if (step === 'provider-signature' || step === 'supervisor-signature') {
        const signer = step === 'provider-signature' ? (spec.referral.provider_id === carlos!.provider_id ? carlos! : marisol!) : supervisor!
        await tx.insert(schema.planSignatures).values({
          ...base,
          role: step === 'provider-signature' ? 'provider' : 'supervisor',
          covers: 'discussion',
          user_id: signer.id,
          content_hash: discussionContentHash(tree, plan!.uuid, discussionNow),
        })
      }
      // Each step is the table's own move (server/plans/moves.ts), as the routes take it.
      await moveDiscussion(tx, { id: discussion.id, state }, step, null, signedAt)
      state = nextDiscussionState(state, step)!
    }
    if (spec.state === 'signature_requested' && spec.year.id === current.id && link) waitingGuestLink = `/guest/intervention-plans/${link.uuid}`
  }

  await seedObjectiveData(tx, today, planIds)
  await seedTemplates(tx, [marisol!.id, carlos!.id], office!.id, measurement)
  return { waitingGuestLink }
}

async function seedTemplates(tx: Transaction, providerUsers: number[], officeUser: number, measurement: Map<string, number>) {
  const goals = [
    ['Comunicación expresiva', 'Mejorará su comunicación expresiva para participar en conversaciones del salón.'],
    ['Comprensión de instrucciones', 'Seguirá instrucciones de dos y tres pasos en el salón de clases.'],
    ['Motricidad fina', 'Fortalecerá destrezas de motricidad fina necesarias para la escritura.'],
  ]
  await tx.insert(schema.goalTemplates).values(providerUsers.flatMap((user_id) => goals.map(([name, description]) => ({ user_id, name: name!, description: description! }))))
  await tx.insert(schema.objectiveTemplates).values([
    { name: 'Oraciones completas', description: 'Utilizará oraciones de 4 a 5 palabras en 8 de 10 oportunidades.', measurement_type_id: measurement.get('Porcentaje de ejecución')!, created_by: officeUser },
    { name: 'Turnos en conversación', description: 'Respetará turnos en una conversación de 3 intercambios.', measurement_type_id: measurement.get('Frecuencia')!, created_by: officeUser },
    { name: 'Agarre del lápiz', description: 'Usará un agarre trípode funcional durante 5 minutos.', measurement_type_id: measurement.get('Duración')!, created_by: officeUser },
  ])
}
