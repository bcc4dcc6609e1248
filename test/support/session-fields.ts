import { companyToday } from '../../src/domain/rules/company-time'
import type { SessionFields } from '../../src/domain/service-sessions/schemas'

/** A valid session as the form would produce it (today, 08:00, one student). */
export function sessionFields(overrides: Partial<SessionFields> = {}): SessionFields {
  return {
    date: companyToday(),
    time: '08:00',
    duration_id: 1,
    location_id: 1,
    session_type_id: 1,
    session_outcome_id: 1,
    service_id: 1,
    visits: [{ student_id: 1, referral_id: 1, visit_outcome_id: 1 }],
    notes: '',
    ...overrides,
  }
}
