import type { ReferralDetail, ReferralListItem } from '../../src/domain/referrals/types'

/** A referral as the list answers it: Ana Rivera's speech therapy at a Bayamón school. */
export const referralItem = (overrides: Partial<ReferralListItem> = {}): ReferralListItem => ({
  id: 1,
  number: '2026-01-000123',
  student_id: 11,
  student_name: 'Ana Rivera',
  sie_number: '12345678',
  service_id: 3,
  service_name: 'Terapia del habla',
  status_id: 1,
  status_name: 'Activo',
  customer_id: 2,
  customer_name: 'Región de Bayamón',
  region: 'Bayamón',
  location_id: 4,
  location_name: 'Escuela José Nevárez',
  provider_id: 7,
  provider_name: 'María Ortiz',
  start_date: '2026-08-17',
  end_date: null,
  weekly_frequency: 2,
  session_minutes: 30,
  ...overrides,
})

/** The same referral as `GET /referrals/{id}` answers it, with no weekly schedule unless given. */
export const referralDetail = (overrides: Partial<ReferralDetail> = {}): ReferralDetail => ({
  ...referralItem(),
  referral_type_id: null,
  provider_specialty_id: null,
  academic_year_id: 1,
  notes: null,
  hash: 'h1',
  updated_at: '2026-08-17T10:00:00Z',
  schedules: [],
  ...overrides,
})
