import type { GuestAchievement, GuestDiscussion, GuestPlan } from '../../domain/plans/guest-view'

/** How the guest page reads a plan: which periods concern the authorized person, and how far she got. */

/** The period waits for the authorized person's initials and acceptance. */
export const isWaiting = (discussion: GuestDiscussion) => discussion.state === 'signature_requested'

/** Her live acceptance of the period, if any. */
export const acceptanceOf = (discussion: GuestDiscussion) => discussion.signatures.find((signature) => signature.role === 'authorized' && !signature.voided)

/** The periods the page shows achievements for: waiting for her, or already accepted by her. */
export function periodsForGuest(plan: GuestPlan): GuestDiscussion[] {
  const order = plan.periods.map((period) => period.id)
  return plan.discussions
    .filter((discussion) => isWaiting(discussion) || acceptanceOf(discussion) !== undefined)
    .sort((a, b) => order.indexOf(a.period_id) - order.indexOf(b.period_id))
}

/** Every achievement of one period, in the plan's order of goals and objectives. */
export function achievementsOf(plan: GuestPlan, periodId: number): GuestAchievement[] {
  return plan.goals.flatMap((goal) => goal.objectives.flatMap((objective) => objective.achievements.filter((achievement) => achievement.period_id === periodId)))
}

export const periodName = (plan: GuestPlan, periodId: number) => plan.periods.find((period) => period.id === periodId)?.name ?? ''

/** The initials she used last on this plan, offered on the next achievement so she need not retype them. */
export function lastInitials(plan: GuestPlan): string | null {
  const signed = plan.goals
    .flatMap((goal) => goal.objectives.flatMap((objective) => objective.achievements))
    .filter((achievement) => achievement.authorized_initials !== null && achievement.signed_at !== null)
    .sort((a, b) => (a.signed_at! < b.signed_at! ? -1 : 1))
  return signed.at(-1)?.authorized_initials ?? null
}
