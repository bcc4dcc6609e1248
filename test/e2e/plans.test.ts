import { describe, expect, it } from 'vitest'
import type { PlanDetail, PlanListItem } from '../../src/features/plans/api/types'
import { pageHeading, PROVIDER, signIn, signOut, useBrowser } from './support/browser'
import { api, signInThroughApi } from './support/demo-state'

const SUPERVISOR = 'supervisor@example.com'

interface GuestAnswer {
  plan: {
    goals: { objectives: { achievements: { id: number; period_id: number; hash: string }[] }[] }[]
    discussions: { period_id: number; state: string; hash: string }[]
  }
}

/**
 * Signing a plan in order (issue 13): the authorized person initials every achievement and
 * accepts them through the guest link (here through the public API directly: the guest page is
 * another part), then the provider signs in her editor, then her supervisor in his; a change to
 * a signed objective voids the signatures that covered it, and the editor shows them "Anulada".
 */
describe('intervention plans: signing and voiding', () => {
  const b = useBrowser()

  /** The seeded plan of the provider whose first period waits with its achievements submitted. */
  async function submittedPlan(token: string): Promise<PlanDetail> {
    const list = await api<{ items: PlanListItem[] }>(b.baseUrl, '/intervention-plans/?tab=current&limit=100', { token })
    for (const item of list.items) {
      const plan = await api<PlanDetail>(b.baseUrl, `/intervention-plans/${item.id}`, { token })
      if (plan.may_write && plan.discussions.some((row) => row.state === 'achievements_submitted')) return plan
    }
    throw new Error('no plan with submitted achievements in the demo data')
  }

  it('the guest, the provider and the supervisor sign in order; an edited objective voids their signatures', async () => {
    const { page } = b
    const token = await signInThroughApi(b.baseUrl, PROVIDER)
    const plan = await submittedPlan(token)
    const discussion = plan.discussions.find((row) => row.state === 'achievements_submitted')!
    await api(b.baseUrl, `/intervention-plans/${plan.id}/discussions/periods/${discussion.period_id}`, {
      method: 'PATCH',
      token,
      body: { action: 'request-signature', hash: discussion.hash },
    })
    const uuid = (await api<PlanDetail>(b.baseUrl, `/intervention-plans/${plan.id}`, { token })).guest_link!.uuid

    // The authorized person: initials on every achievement of the period, then the acceptance.
    const guest = () => api<GuestAnswer>(b.baseUrl, `/public/intervention-plans/${uuid}`)
    const achievements = (await guest()).plan.goals.flatMap((goal) => goal.objectives.flatMap((objective) => objective.achievements)).filter((row) => row.period_id === discussion.period_id)
    for (const achievement of achievements) {
      await api(b.baseUrl, `/public/intervention-plans/objectives/achievements/${achievement.id}/sign`, {
        method: 'PATCH',
        body: { uuid, authorized_initials: 'MG', hash: achievement.hash },
      })
    }
    const waiting = (await guest()).plan.discussions.find((row) => row.period_id === discussion.period_id)!
    await api(b.baseUrl, `/public/intervention-plans/${uuid}/discussions/periods/${discussion.period_id}`, {
      method: 'PATCH',
      body: { action: 'accept-achievements', hash: waiting.hash },
    })

    // The provider signs in her editor.
    await signIn(page, PROVIDER)
    await page.goto(`/provider/active-students/${plan.student_id}/referrals/${plan.referral_id}?plan=${plan.id}`)
    await pageHeading(page).waitFor()
    const card = page.getByRole('group', { name: `Discusión de ${discussion.period_name}` })
    await card.getByText('Firmado por la persona autorizada').waitFor()
    await card.getByRole('button', { name: 'Firmar como proveedor' }).click()
    await card.getByText('Firmado por el proveedor', { exact: true }).waitFor()
    expect(await card.getByRole('button', { name: 'Firmar como supervisor' }).count()).toBe(0)
    await signOut(page)

    // Her supervisor reads the plan (no changes offered) and signs as supervisor.
    await signIn(page, SUPERVISOR)
    await page.goto(`/provider/supervisions/${plan.student_id}/referrals/${plan.referral_id}?plan=${plan.id}`)
    await page.getByText('Solo lectura', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Editar objetivo' }).count()).toBe(0)
    await card.getByRole('button', { name: 'Firmar como supervisor' }).click()
    await card.getByText('Completo', { exact: true }).waitFor()
    const live = card.getByRole('list', { name: 'Firmas' }).getByRole('listitem').filter({ hasNotText: 'Anulada' })
    await expect.poll(() => live.count()).toBeGreaterThanOrEqual(achievements.length + 3)
    await signOut(page)

    // The provider changes a signed objective: every signature that covered it is voided, kept and marked.
    await signIn(page, PROVIDER)
    await page.goto(`/provider/active-students/${plan.student_id}/referrals/${plan.referral_id}?plan=${plan.id}`)
    const objective = page.getByRole('group', { name: 'Objetivo 1.1' })
    await objective.getByRole('button', { name: 'Editar objetivo' }).click()
    await objective.getByLabel('Objetivo', { exact: true }).fill('Utilizará oraciones de 5 a 6 palabras al describir láminas en 8 de 10 oportunidades.')
    await objective.getByRole('button', { name: 'Guardar objetivo' }).click()
    await card.getByText('Firma solicitada', { exact: true }).waitFor()
    const voided = card.getByRole('list', { name: 'Firmas' }).locator('li[data-voided="true"]')
    await expect.poll(() => voided.count()).toBeGreaterThanOrEqual(3)
    for (const role of ['Proveedor', 'Supervisor']) await voided.filter({ hasText: `${role}:` }).first().getByText('Anulada', { exact: true }).waitFor()
    await voided.first().getByText(/el contenido firmado cambió/).waitFor()
  })
})
