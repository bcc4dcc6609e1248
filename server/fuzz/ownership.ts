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
  /** One of Marisol's paper visit logs (seeded). */
  marisolVisitLogId: number
  /** An import job of the office account. */
  officeImportJobId: number
  /** One of Marisol's referrals with an event and an appointment of that event; a schedule of hers. */
  marisolReferral: { id: number; eventId: number; appointmentId: number; scheduleReferralId: number; scheduleId: number }
}

export type Ownership = 'shared' | ((records: ForeignRecords) => Record<string, string>)

const specialty = (records: ForeignRecords) => ({ id: String(records.marisolSpecialtyId) })
const provider = (records: ForeignRecords) => ({ id: String(records.marisolProviderId) })
const studentService = (records: ForeignRecords) => ({ student_id: String(records.marisolStudentId), service_id: String(records.marisolServiceId) })
const importJob = (records: ForeignRecords) => ({ id: String(records.officeImportJobId) })
const providerPages = (records: ForeignRecords) => ({ provider_id: String(records.marisolProviderId), month_id: '2026-03' })

const visitLog = (records: ForeignRecords) => ({ id: String(records.marisolVisitLogId) })
const visitLogPages = (records: ForeignRecords) => ({ provider_id: String(records.marisolProviderId), year: '2026', month: '2' })

const referral = (records: ForeignRecords) => ({ referral_id: String(records.marisolReferral.id) })
const referralEvent = (records: ForeignRecords) => ({ ...referral(records), event_id: String(records.marisolReferral.eventId), referral_event_id: String(records.marisolReferral.eventId) })
const appointment = (records: ForeignRecords) => ({ id: String(records.marisolReferral.appointmentId), appointment_id: String(records.marisolReferral.appointmentId) })
const schedule = (records: ForeignRecords) => ({ referral_id: String(records.marisolReferral.scheduleReferralId), schedule_id: String(records.marisolReferral.scheduleId) })

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
  // A provider reads her own visit logs only; someone else's answers as a missing one.
  '/api/provider-location-visit-logs/providers/:provider_id/years': visitLogPages,
  '/api/provider-location-visit-logs/providers/:provider_id/years/:year/months': visitLogPages,
  '/api/provider-location-visit-logs/providers/:provider_id/years/:year/months/:month/logs': visitLogPages,
  '/api/provider-location-visit-logs/:id': visitLog,
  '/api/provider-location-visit-logs/:id/events': visitLog,
  '/api/provider-location-visit-logs/:id/download-pdf': visitLog,
  '/api/provider-location-visit-logs/:id/:action': (records) => ({ ...visitLog(records), action: 'claim' }),
  // Providers never reach compensatory requests: 403 for any id, the first seeded one included.
  '/api/compensatory-services-requests/:id': () => ({ id: '1' }),
}
