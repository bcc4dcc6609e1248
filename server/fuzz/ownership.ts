/**
 * Whose record each route with a path parameter names, for the fuzz test's question: does a
 * provider (Carlos) get the same answer for someone else's record (Marisol's) as for one that
 * does not exist? A route added with a parameter must be listed here, either with the
 * parameters of a record Carlos may not see, or as `shared` (records every caller may read:
 * reference data, signed links). The fuzz test fails on a route missing from this table.
 */
export interface ForeignRecords {
  marisolProviderId: number
  marisolSpecialtyId: number
  marisolSessionId: string
  marisolVisitId: string
  /** A student of Marisol's active referral, and its service. */
  marisolStudentId: number
  marisolServiceId: number
  /** Where Marisol's specialty is offered (provider-specialty-locations). */
  marisolSpecialtyLocationId: number
  /** Marisol's own account (users, roles, saved phrases). */
  marisolUserId: number
  /** One of Marisol's paper visit logs (seeded). */
  marisolVisitLogId: number
  /** One of Marisol's provider contracts (seeded) and an event of its history. */
  marisolContractId: number
  marisolContractEventId: number
  /** An import job of the office account. */
  officeImportJobId: number
  /** One of Marisol's referrals with an event and an appointment of that event; a schedule of hers. */
  marisolReferral: { id: number; eventId: number; appointmentId: number; scheduleReferralId: number; scheduleId: number }
  /** A form (the "no localización" one) Marisol filled in about her referral. */
  marisolFormId: number
  /** A seeded intervention plan of Marisol's, with one record of each kind hanging on it, and a goal template of hers. */
  marisolPlan: {
    id: number
    goalId: number
    objectiveId: number
    assessmentId: number
    discussionId: number
    periodId: number
    guestLinkId: number
    goalTemplateId: number
  }
  /** One of Marisol's service rates and her bank account (finance foundation, issue 15). */
  marisolRateId: number
  marisolBankAccountId: number
  /** A seeded service form of Marisol's with its guest link, and a seeded evaluation of hers. */
  marisolServiceForm: { id: number; linkId: number }
  marisolEvaluationId: number
  /** One of Marisol's provider bills (seeded). */
  /** One of Marisol's payments and the bill it pays (payment batches, issue 15). */
  marisolPaymentId: number
  marisolBillId: number
}

export type Ownership = 'shared' | ((records: ForeignRecords) => Record<string, string>)

const specialty = (records: ForeignRecords) => ({ id: String(records.marisolSpecialtyId) })
const provider = (records: ForeignRecords) => ({ id: String(records.marisolProviderId) })
const studentService = (records: ForeignRecords) => ({ student_id: String(records.marisolStudentId), service_id: String(records.marisolServiceId) })
const importJob = (records: ForeignRecords) => ({ id: String(records.officeImportJobId) })
const providerPages = (records: ForeignRecords) => ({ provider_id: String(records.marisolProviderId), month_id: '2026-03' })

const user = (records: ForeignRecords) => ({ id: String(records.marisolUserId), user_id: String(records.marisolUserId), role_id: '1', customer_id: '1' })
const visitLog = (records: ForeignRecords) => ({ id: String(records.marisolVisitLogId) })
const contract = (records: ForeignRecords) => ({ id: String(records.marisolContractId) })
const payment = (records: ForeignRecords) => ({ id: String(records.marisolPaymentId) })
const visitLogPages = (records: ForeignRecords) => ({ provider_id: String(records.marisolProviderId), year: '2026', month: '2' })

const referral = (records: ForeignRecords) => ({ referral_id: String(records.marisolReferral.id) })
const referralEvent = (records: ForeignRecords) => ({ ...referral(records), event_id: String(records.marisolReferral.eventId), referral_event_id: String(records.marisolReferral.eventId) })
const appointment = (records: ForeignRecords) => ({ id: String(records.marisolReferral.appointmentId), appointment_id: String(records.marisolReferral.appointmentId) })
const schedule = (records: ForeignRecords) => ({ referral_id: String(records.marisolReferral.scheduleReferralId), schedule_id: String(records.marisolReferral.scheduleId) })

const plan = (records: ForeignRecords) => ({ id: String(records.marisolPlan.id), plan_id: String(records.marisolPlan.id) })
const planDiscussion = (records: ForeignRecords) => ({ ...plan(records), id: String(records.marisolPlan.discussionId) })

const dataEntry = (records: ForeignRecords) => ({
  month_id: '2026-03',
  customer_id: '1',
  provider_id: String(records.marisolProviderId),
  service_id: String(records.marisolServiceId),
})

export const OWNERSHIP: Record<string, Ownership> = {
  '/api/provider-specialties/:id': specialty,
  '/api/providers/:id': provider,
  '/api/providers/:id/external-name': provider,
  '/api/service-sessions/:id': (records) => ({ id: records.marisolSessionId }),
  '/api/service-sessions/visits/:id': (records) => ({ id: records.marisolVisitId }),
  '/api/service-sessions/providers/:provider_id/audit': providerPages,
  '/api/service-sessions/providers/:provider_id/months': providerPages,
  '/api/service-sessions/providers/:provider_id/months/:month_id': providerPages,
  '/api/attachments/:containerType/:containerId': (records) => ({ containerType: 'provider-specialty', containerId: String(records.marisolSpecialtyId) }),
  '/api/attachments/download/:token': 'shared',
  // A signed link to one downloads-manager file (staff documents, no provider's record).
  '/api/downloads/file/:token': 'shared',
  '/api/services/:id': 'shared',
  '/api/students/:id': (records) => ({ id: String(records.marisolStudentId) }),
  '/api/students/:id/record.pdf': (records) => ({ id: String(records.marisolStudentId) }),
  '/api/students/:student_id/services/:service_id': studentService,
  '/api/students/:student_id/services/:service_id/academic-years': studentService,
  '/api/students/:student_id/services/:service_id/academic-years/:academic_year_id': (records) => ({ ...studentService(records), academic_year_id: '1' }),
  // Providers read every place of service (they pick them for sessions).
  '/api/locations/:id': 'shared',
  '/api/provider-locations/:id': provider,
  '/api/provider-specialty-locations/:id': (records) => ({ id: String(records.marisolSpecialtyLocationId) }),
  '/api/disciplines/:id': 'shared',
  '/api/services/:service_id/skills': 'shared',
  '/api/services/skills/:id': 'shared',
  '/api/services/objectives/:id': 'shared',
  '/api/import/jobs/:id': importJob,
  '/api/import/jobs/:id/rows': importJob,
  '/api/import/jobs/:id/report.xlsx': importJob,
  '/api/referrals/:referral_id': referral,
  '/api/referrals/:referral_id/schedules': referral,
  '/api/referrals/:referral_id/label': referral,
  '/api/referrals/:referral_id/actions-log-form': referral,
  '/api/referrals/:referral_id/access-log-form': referral,
  '/api/referrals/:referral_id/ongoing-service-certification': referral,
  '/api/referrals/:referral_id/schedules/:schedule_id': schedule,
  '/api/referrals/:referral_id/events': referral,
  '/api/referrals/events/:id': (records) => ({ id: String(records.marisolReferral.eventId) }),
  '/api/referrals/:referral_id/events/:event_id': referralEvent,
  '/api/referrals/:referral_id/events/:event_id/cancel': referralEvent,
  '/api/referrals/:referral_id/events/:referral_event_id/appointments': referralEvent,
  '/api/referrals/events/appointments/:id': appointment,
  '/api/referrals/events/appointments/:appointment_id/events': appointment,
  '/api/referral-appointments/:id': appointment,
  '/api/intervention-plans/:id': plan,
  '/api/intervention-plans/:id/progress': plan,
  '/api/intervention-plans/:id/progress-report.pdf': plan,
  '/api/download-pdf/intervention-plans/:id': plan,
  '/api/intervention-plans/:id/revert-to-draft': plan,
  '/api/intervention-plans/:plan_id/student-assessments': plan,
  '/api/intervention-plans/student-assessments/:id': (records) => ({ id: String(records.marisolPlan.assessmentId) }),
  '/api/intervention-plans/goals/:id': (records) => ({ id: String(records.marisolPlan.goalId) }),
  '/api/intervention-plans/objectives/:id': (records) => ({ id: String(records.marisolPlan.objectiveId) }),
  '/api/intervention-plans/objectives/:objective_id/achievements/:period_id': (records) => ({
    objective_id: String(records.marisolPlan.objectiveId),
    period_id: String(records.marisolPlan.periodId),
  }),
  '/api/intervention-plans/:plan_id/discussions/periods/:period_id': (records) => ({ ...plan(records), period_id: String(records.marisolPlan.periodId) }),
  '/api/intervention-plans/:plan_id/discussions/:id/provider-signature': planDiscussion,
  '/api/intervention-plans/:plan_id/discussions/:id/supervisor-signature': planDiscussion,
  '/api/intervention-plans/discussions/:id/revert-to-draft': (records) => ({ id: String(records.marisolPlan.discussionId) }),
  '/api/intervention-plans/discussions/:id/attach-unreachable-form': (records) => ({ id: String(records.marisolPlan.discussionId) }),
  '/api/intervention-plans/discussions/:id/detach-unreachable-form': (records) => ({ id: String(records.marisolPlan.discussionId) }),
  '/api/intervention-plans/:plan_id/guest-links': plan,
  '/api/intervention-plans/:plan_id/guest-links/:link_id/revoke': (records) => ({ ...plan(records), link_id: String(records.marisolPlan.guestLinkId) }),
  '/api/intervention-plans/goal-templates/:id': (records) => ({ id: String(records.marisolPlan.goalTemplateId) }),
  // The office's shared list: everyone reads it, only the office changes it (403 for a provider on any that exists).
  '/api/intervention-plans/objective-templates/:id': 'shared',
  // Guest links: the uuid is the secret; the achievement's plan is proved by the uuid in the body (server/plans tests).
  '/api/public/intervention-plans/:uuid': 'shared',
  '/api/public/intervention-plans/:uuid/discussions/periods/:period_id': 'shared',
  '/api/public/intervention-plans/objectives/achievements/:id/sign': 'shared',
  // A provider reads her own visit logs only; someone else's answers as a missing one.
  '/api/provider-location-visit-logs/providers/:provider_id/years': visitLogPages,
  '/api/provider-location-visit-logs/providers/:provider_id/years/:year/months': visitLogPages,
  '/api/provider-location-visit-logs/providers/:provider_id/years/:year/months/:month/logs': visitLogPages,
  '/api/provider-location-visit-logs/:id': visitLog,
  '/api/provider-location-visit-logs/:id/events': visitLog,
  '/api/provider-location-visit-logs/:id/download-pdf': visitLog,
  '/api/provider-location-visit-logs/:id/ocr': visitLog,
  '/api/provider-location-visit-logs/:id/ocr/confirm': visitLog,
  // No job is seeded (the seeded reading was not run by the engine): an unknown job, answered as a foreign one.
  '/api/provider-location-visit-logs/ocr-jobs/:job_id': () => ({ job_id: '00000000-0000-4000-8000-000000000000' }),
  '/api/provider-location-visit-logs/:id/:action': (records) => ({ ...visitLog(records), action: 'claim' }),
  // A provider reaches her own contracts only; someone else's answers as a missing one.
  '/api/provider-contracts/events/:id': (records) => ({ id: String(records.marisolContractEventId) }),
  '/api/provider-contracts/:id': contract,
  '/api/provider-contracts/:id/events': contract,
  '/api/provider-contracts/:id/add-attachment': contract,
  '/api/provider-contracts/:id/remove-attachment': contract,
  '/api/provider-contracts/:id/documents/:documentId/use-type': (records) => ({ ...contract(records), documentId: '1' }),
  '/api/provider-contracts/:id/:action': (records) => ({ ...contract(records), action: 'submit' }),
  // Billing (server/billing): periods and academic years are the same for everyone; what they
  // count is scoped. A provider drilling through Marisol's provider id gets the empty answer a
  // missing one gets; another provider's specialty is 404.
  '/api/service-visits/academic-years/:academic_year_id/customers': 'shared',
  '/api/service-visits/periods/:id': 'shared',
  // The period's audit: periods are shared; a provider's workbook holds her own visits only.
  '/api/service-visits/periods/:id/audit': 'shared',
  '/api/service-visits/periods/:period_id/visits': 'shared',
  '/api/service-visits/periods/:period_id/summary': 'shared',
  '/api/service-visits/periods/:period_id/providers': 'shared',
  '/api/service-visits/periods/:period_id/provider-specialties/:provider_specialty_id/services/:service_id/students': (records) => ({
    period_id: '1',
    provider_specialty_id: String(records.marisolSpecialtyId),
    service_id: String(records.marisolServiceId),
  }),
  // Visit imports: providers are refused (403) for any id, the seeded import's (1) included.
  '/api/service-visits/periods/:period_id/imports': 'shared',
  '/api/service-visits/periods/imports/:id': () => ({ id: '1' }),
  '/api/service-visits/periods/imports/:import_id/errors': () => ({ import_id: '1' }),
  '/api/service-visits/periods/imports/errors/:id': () => ({ id: '1' }),
  '/api/service-sessions/data-entry/:month_id': 'shared',
  '/api/service-sessions/data-entry/:month_id/:customer_id': dataEntry,
  '/api/service-sessions/data-entry/:month_id/:customer_id/:provider_id': dataEntry,
  '/api/service-sessions/data-entry/:month_id/:customer_id/:provider_id/:service_id': dataEntry,
  // The scrubber and support's visit entry (server/scrubber) are staff only: 403 for any id.
  '/api/scrubber/periods/:period_id': () => ({ period_id: '1' }),
  '/api/scrubber/periods/:period_id/findings': () => ({ period_id: '1' }),
  '/api/scrubber/periods/:period_id/exclusion-events': () => ({ period_id: '1' }),
  '/api/scrubber/periods/:period_id/events': () => ({ period_id: '1' }),
  '/api/scrubber/periods/:period_id/:action': () => ({ period_id: '1', action: 'lock' }),
  '/api/scrubber/visits/:visit_id/exclusion': (records) => ({ visit_id: records.marisolVisitId }),
  '/api/support/providers/:provider_id/referrals': (records) => ({ provider_id: String(records.marisolProviderId) }),
  // Providers never reach compensatory requests: 403 for any id, the first seeded one included.
  '/api/compensatory-services-requests/:id': () => ({ id: '1' }),
  // Another person's account: only a global users.manage reaches it (403 for any id, as for a missing one).
  '/api/users/:id': user,
  '/api/users/:user_id/roles': user,
  '/api/users/:id/roles-selector-data': user,
  '/api/users/:user_id/roles/:role_id': user,
  '/api/users/:user_id/customers/:customer_id/roles/:role_id': user,
  '/api/users/:user_id/autocomplete-items': user,
  '/api/forms/:id': (records) => ({ id: String(records.marisolFormId) }),
  '/api/evaluations/:id': (records) => ({ id: String(records.marisolEvaluationId) }),
  '/api/service-forms/:id': (records) => ({ id: String(records.marisolServiceForm.id) }),
  '/api/service-forms/:id/guest-links': (records) => ({ id: String(records.marisolServiceForm.id) }),
  '/api/service-forms/:id/guest-links/:link_id/revoke': (records) => ({ id: String(records.marisolServiceForm.id), link_id: String(records.marisolServiceForm.linkId) }),
  '/api/download-pdf/service-forms/:id': (records) => ({ id: String(records.marisolServiceForm.id) }),
  // The link's uuid is the credential: whoever holds it reads that form.
  '/api/public/service-forms/:uuid': 'shared',
  // Finance foundation (issue 15): a provider reads her own rates and account only; templates are
  // finance staff's (403 for any id); purchasable items every provider reads (they go on bills).
  '/api/providers/:providerId/progress-reports.pdf': (records) => ({ providerId: String(records.marisolProviderId) }),
  '/api/providers/:providerId/service-rates': (records) => ({ providerId: String(records.marisolProviderId) }),
  '/api/providers/:providerId/service-rates/:id': (records) => ({ providerId: String(records.marisolProviderId), id: String(records.marisolRateId) }),
  '/api/providers/:providerId/service-rates/apply-template/:templateId': (records) => ({ providerId: String(records.marisolProviderId), templateId: '1' }),
  '/api/provider-service-rate-templates/:id': () => ({ id: '1' }),
  '/api/purchasable-items/:id': 'shared',
  '/api/provider-bank-accounts/:id': (records) => ({ id: String(records.marisolBankAccountId) }),
  // A provider reaches her own bills only; someone else's answers as a missing one.
  '/api/provider-bills/:id': (records) => ({ id: String(records.marisolBillId) }),
  '/api/provider-bills/:id/events': (records) => ({ id: String(records.marisolBillId) }),
  '/api/provider-bills/:id/download-bill-pdf': (records) => ({ id: String(records.marisolBillId) }),
  '/api/provider-bills/:id/import-period-services': (records) => ({ id: String(records.marisolBillId) }),
  '/api/provider-bills/:id/:action': (records) => ({ id: String(records.marisolBillId), action: 'submit' }),
  // The office's standard texts and each staff member's report runs: staff only (403 for any id).
  '/api/boilerplate/categories/:id': () => ({ id: '1' }),
  '/api/boilerplate/:id': () => ({ id: '1' }),
  '/api/report-runs/:id': () => ({ id: '1' }),
  '/api/report-runs/:id/file': () => ({ id: '1' }),
  // Forms waiting for signatures: another provider's list is empty, as for a missing provider.
  '/api/user-tasks/forms/customers/:customer_id/providers': () => ({ customer_id: '1' }),
  '/api/user-tasks/forms/customers/:customer_id/providers/:provider_id': (records) => ({ customer_id: '1', provider_id: String(records.marisolProviderId) }),
  // Payment batches are finance staff's: 403 for a provider on any id.
  '/api/provider-payment-batches/:id': () => ({ id: '1' }),
  '/api/provider-payment-batches/:id/events': () => ({ id: '1' }),
  '/api/provider-payment-batches/:id/get-ach-file': () => ({ id: '1' }),
  '/api/provider-payment-batches/:id/reissue-ach-file': () => ({ id: '1' }),
  '/api/provider-payment-batches/:id/pdf-report': () => ({ id: '1' }),
  '/api/provider-payment-batches/:id/change-owner': () => ({ id: '1' }),
  '/api/provider-payment-batches/:id/:action': () => ({ id: '1', action: 'submit' }),
  // A provider reaches her own payments, stubs and bills' payments only; someone else's answers as a missing one.
  '/api/provider-payments/:id': payment,
  '/api/provider-payments/:id/events': payment,
  '/api/provider-payments/:id/payment-stub': payment,
  '/api/provider-payments/:id/:action': (records) => ({ ...payment(records), action: 'cancel' }),
  '/api/download-pdf/provider-payment-stub/:id': payment,
  '/api/provider-bills/:id/payments': (records) => ({ id: String(records.marisolBillId) }),
}
