import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { officeClient } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { achievementContentHash, discussionContentHash } from './content'
import { loadPlanTree } from './tree'

/**
 * The level the data suggested, kept beside the achievement's chosen level (PUT
 * …/objectives/{id}/achievements/{period}): stored, answered, kept when not sent, cleared by null;
 * never part of what a signature covers, so a fully signed period stays signed.
 */

let t: TestApp
let api: ReturnType<typeof officeClient>

type Loose = Record<string, unknown>
interface Achievement {
  id: number
  period_id: number
  progress_level_id: number
  suggested_progress_level_id: number | null
  comments: string | null
  hash: string
}
interface Signature {
  id: number
  content_hash: string
  voided: boolean
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
}

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
})
afterAll(() => t?.close())

/** Marisol's seeded plan whose discussion of a period is fully signed. */
async function signedPeriod() {
  const [row] = await rows<{
    plan_id: number
    uuid: string
    period_id: number
  }>(sql`select d.plan_id, p.uuid, d.period_id from plan_discussions d
    join intervention_plans p on p.id = d.plan_id join referrals r on r.id = p.referral_id join users u on u.provider_id = r.provider_id
    where u.email = 'terapeuta@example.com' and d.state = 'supervisor_signed' order by d.plan_id limit 1`)
  return row!
}

async function planOf(planId: number) {
  const answer = await api.get<Loose>('provider', `/api/intervention-plans/${planId}`)
  expect(answer.status).toBe(200)
  return answer.body as {
    goals: { objectives: { id: number; achievements: Achievement[] }[] }[]
    discussions: {
      period_id: number
      state: string
      signatures: Signature[]
    }[]
  }
}

/** Every signature's content hash as the server would compute it now, by id. */
async function contentHashes(planId: number, planUuid: string) {
  const tree = await loadPlanTree(t.db, planId)
  return {
    achievements: tree.achievements.map((row) => achievementContentHash(tree, planUuid, row)),
    discussions: tree.discussions.map((row) => discussionContentHash(tree, planUuid, row)),
  }
}

describe("an achievement's suggested progress level", () => {
  it('is stored and answered, kept when not sent, cleared by null, and refused when no such level', async () => {
    const { plan_id: planId, period_id: periodId } = await signedPeriod()
    const before = await planOf(planId)
    const objective = before.goals.flatMap((goal) => goal.objectives).find((row) => row.achievements.some((a) => a.period_id === periodId))!
    const achievement = objective.achievements.find((row) => row.period_id === periodId)!
    expect(achievement.suggested_progress_level_id).toBeNull()
    const levels = (await api.get<{ id: number }[]>('provider', '/api/public/intervention-plans/progress-levels')).body
    const other = levels.find((level) => level.id !== achievement.progress_level_id)!.id
    const path = `/api/intervention-plans/objectives/${objective.id}/achievements/${periodId}`
    const same = {
      progress_level_id: achievement.progress_level_id,
      comments: achievement.comments,
    }

    const saved = await api.call('provider', 'PUT', path, {
      ...same,
      suggested_progress_level_id: other,
      hash: achievement.hash,
    })
    expect(saved).toMatchObject({
      status: 200,
      body: {
        progress_level_id: achievement.progress_level_id,
        suggested_progress_level_id: other,
      },
    })
    const [stored] = await rows<{ suggested_progress_level_id: number | null }>(sql`select suggested_progress_level_id from plan_achievements where id = ${achievement.id}`)
    expect(stored!.suggested_progress_level_id).toBe(other)

    const kept = await api.call('provider', 'PUT', path, {
      ...same,
      hash: saved.body.hash,
    })
    expect(kept).toMatchObject({
      status: 200,
      body: { suggested_progress_level_id: other },
    })
    const cleared = await api.call('provider', 'PUT', path, {
      ...same,
      suggested_progress_level_id: null,
      hash: kept.body.hash,
    })
    expect(cleared).toMatchObject({
      status: 200,
      body: { suggested_progress_level_id: null },
    })
    const unknown = await api.call('provider', 'PUT', path, {
      ...same,
      suggested_progress_level_id: 99_999,
      hash: cleared.body.hash,
    })
    expect(unknown.status).toBe(422)
  })

  it("is left out of what a signature covers: the content hashes and the period's signatures are unchanged", async () => {
    const { plan_id: planId, uuid, period_id: periodId } = await signedPeriod()
    const before = await planOf(planId)
    const hashesBefore = await contentHashes(planId, uuid)
    const discussionBefore = before.discussions.find((row) => row.period_id === periodId)!
    expect(discussionBefore.signatures.length).toBeGreaterThan(0)
    const levels = (await api.get<{ id: number }[]>('provider', '/api/public/intervention-plans/progress-levels')).body
    // Every achievement of the signed period gets a suggestion that differs from its level.
    for (const objective of before.goals.flatMap((goal) => goal.objectives)) {
      const achievement = objective.achievements.find((row) => row.period_id === periodId)
      if (!achievement) continue
      const suggested = levels.find((level) => level.id !== achievement.progress_level_id && level.id !== achievement.suggested_progress_level_id)!.id
      const answer = await api.call('provider', 'PUT', `/api/intervention-plans/objectives/${objective.id}/achievements/${periodId}`, {
        progress_level_id: achievement.progress_level_id,
        comments: achievement.comments,
        suggested_progress_level_id: suggested,
        hash: achievement.hash,
      })
      expect(answer).toMatchObject({
        status: 200,
        body: { suggested_progress_level_id: suggested },
      })
    }
    expect(await contentHashes(planId, uuid)).toEqual(hashesBefore)
    const discussionAfter = (await planOf(planId)).discussions.find((row) => row.period_id === periodId)!
    expect(discussionAfter.state).toBe('supervisor_signed')
    expect(
      discussionAfter.signatures.map(({ id, content_hash, voided }) => ({
        id,
        content_hash,
        voided,
      })),
    ).toEqual(
      discussionBefore.signatures.map(({ id, content_hash, voided }) => ({
        id,
        content_hash,
        voided,
      })),
    )
    expect(discussionAfter.signatures.every((row) => !row.voided)).toBe(true)
  })
})
