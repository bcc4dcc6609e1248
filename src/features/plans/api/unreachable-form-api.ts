import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import type { Form, FormTemplate, FormValues } from '../../../domain/forms/fields'
import { apiJson } from '../../../sync/api-client'
import type { PlanDiscussion } from './types'
import { BASE, PLANS_KEY, send, usePlanWrite } from './plans-api'

/**
 * The "unreachable" form of a discussion (the family could not be reached): the template to
 * fill, the attached form, and the online calls that create-and-attach or detach it.
 */

export const UNREACHABLE_CODE = 'unreachable'

/** The templates change with a release, not during a visit. */
export const useFormTemplates = (enabled = true) =>
  useQuery({ queryKey: [...PLANS_KEY, 'form-templates'], queryFn: () => apiJson<FormTemplate[]>('/forms/templates'), staleTime: Infinity, enabled })

export const useForm = (id: number | null) =>
  useQuery({ queryKey: [...PLANS_KEY, 'form', id], queryFn: () => apiJson<Form>(`/forms/${id}`), enabled: id !== null })

/**
 * Creates the form about the plan's referral, then attaches it with the discussion's version.
 * Two calls (the server has no call to attach-by-creating): when the attach fails after the form
 * was created (the signal dropped, the discussion changed), the next try of the same dialog
 * writes its answers into that form (PUT with its version) instead of creating another, so
 * retries leave no second copy behind.
 */
export const useAttachUnreachableForm = () => {
  const created = useRef<Form | null>(null)
  return usePlanWrite(async ({ referralId, templateId, discussion, values }: { referralId: number; templateId: number; discussion: PlanDiscussion; values: FormValues }) => {
    const earlier = created.current
    const form = earlier
      ? await send<Form>(`/forms/${earlier.id}`, 'PUT', { values, hash: earlier.hash })
      : await send<Form>('/forms/', 'POST', { template_id: templateId, referral_id: referralId, values })
    created.current = form
    return send<PlanDiscussion>(`${BASE}/discussions/${discussion.id}/attach-unreachable-form`, 'PATCH', { form_id: form.id, hash: discussion.hash })
  })
}

export const useDetachUnreachableForm = () =>
  usePlanWrite((discussion: PlanDiscussion) => send<PlanDiscussion>(`${BASE}/discussions/${discussion.id}/detach-unreachable-form`, 'PATCH', { hash: discussion.hash }))
