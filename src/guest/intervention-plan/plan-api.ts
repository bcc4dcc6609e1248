import type { GuestAchievement, GuestDiscussion, GuestPlanAnswer } from '../../domain/plans/guest-view'
import { guestRequest } from '../api'

/** The three public plan calls (spec §7), each answering the plan as the guest sees it now. */

/** A link's uuid as the server routes it; anything else is no link at all. */
export const isLinkUuid = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)

export const getGuestPlan = (uuid: string) => guestRequest<GuestPlanAnswer>(`/intervention-plans/${uuid}`)

/** Initials on one achievement, on the version the person read (`hash`). */
export const signAchievement = (uuid: string, achievement: GuestAchievement, initials: string) =>
  guestRequest<GuestPlanAnswer>(`/intervention-plans/objectives/achievements/${achievement.id}/sign`, {
    method: 'PATCH',
    body: { uuid, authorized_initials: initials, hash: achievement.hash },
  })

/** The authorized person accepts the period's achievements once each carries her initials. */
export const acceptAchievements = (uuid: string, discussion: GuestDiscussion) =>
  guestRequest<GuestPlanAnswer>(`/intervention-plans/${uuid}/discussions/periods/${discussion.period_id}`, {
    method: 'PATCH',
    body: { action: 'accept-achievements', hash: discussion.hash },
  })
