import { addDays, daysBetween } from '../rules/dates'

/**
 * The pre-bill scrubber (issue 14 item 5): before a billing period is closed, every delivered
 * visit of the period is checked against the rules below, and each visit that should not be
 * billed gets one finding per rule it breaks. Pure: the server gathers the facts of each visit
 * (server/scrubber/facts.ts) and this module judges them, so the rules are tested table by table.
 *
 * Only delivered visits are judged (a cancelled session bills nothing). The rules:
 * - license_lapsed: the provider specialty's licence expired before the service date (or the
 *   session names no specialty at all);
 * - telehealth_license_lapsed: a telehealth session, and the specialty's telehealth licence is
 *   missing or expired on the service date;
 * - no_active_plan: the visit's referral has no intervention plan that was ever activated
 *   (status current, next or archived — a draft is not a plan the district accepts);
 * - frequency_exceeded: more delivered visits of one referral in one week (Monday to Sunday) than
 *   its weekly frequency; the visits beyond the allowance, in date and time order, are flagged;
 * - overlap: another live session of the same provider on the same date whose time span
 *   (start + duration) intersects this one's (a group session's own visits never overlap);
 * - missing_signature: the provider has no signature on file (user_signatures) saved on or
 *   before the service date, so the session record cannot be certified.
 */

export const SCRUB_RULES = ['license_lapsed', 'telehealth_license_lapsed', 'no_active_plan', 'frequency_exceeded', 'overlap', 'missing_signature'] as const
export type ScrubRule = (typeof SCRUB_RULES)[number]

/** Spanish words of each rule, as the server answers them (the screen translates by code). */
export const SCRUB_RULE_NAMES: Record<ScrubRule, string> = {
  license_lapsed: 'Licencia vencida en la fecha del servicio',
  telehealth_license_lapsed: 'Licencia de telepráctica vencida o ausente',
  no_active_plan: 'Sin plan de intervención activo',
  frequency_exceeded: 'Frecuencia semanal excedida',
  overlap: 'Sesiones del proveedor superpuestas',
  missing_signature: 'Falta la firma del proveedor',
}

/** What the scrubber needs to know of one visit. */
export interface VisitFacts {
  visit_id: string
  session_id: string
  provider_id: number
  student_id: number
  referral_id: number
  /** yyyy-MM-dd */
  date: string
  /** HH:mm */
  time: string
  minutes: number
  delivered: boolean
  telehealth: boolean
  /** The session's provider specialty (or the referral's); null when neither names one. */
  provider_specialty_id: number | null
  license_expiration: string | null
  telehealth_license_expiration: string | null
  /** The referral has an intervention plan that was activated. */
  has_active_plan: boolean
  weekly_frequency: number
  /** The earliest day the provider's signature was on file (null: never). */
  signature_since: string | null
}

export interface RawFinding {
  visit_id: string
  rule: ScrubRule
  /** Spanish, for the person: what exactly broke the rule. */
  detail: string
  /** The other session, for an overlap. */
  other_session_id?: string
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return hours * 60 + minutes
}

/** Monday of the date's week (weeks run Monday to Sunday). */
export function weekStart(date: string): string {
  // 1970-01-05 was a Monday.
  const offset = ((daysBetween('1970-01-05', date) % 7) + 7) % 7
  return addDays(date, -offset)
}

/** Each visit's own rules: licence, telehealth licence, plan, signature. */
export function visitFindings(visit: VisitFacts): RawFinding[] {
  const findings: RawFinding[] = []
  const add = (rule: ScrubRule, detail: string) => findings.push({ visit_id: visit.visit_id, rule, detail })
  if (visit.provider_specialty_id === null) add('license_lapsed', 'La sesión no indica la especialidad del proveedor.')
  else if (visit.license_expiration === null || visit.license_expiration < visit.date) add('license_lapsed', `La licencia venció el ${visit.license_expiration ?? '—'}.`)
  if (visit.telehealth && visit.provider_specialty_id !== null) {
    if (visit.telehealth_license_expiration === null) add('telehealth_license_lapsed', 'La especialidad no tiene licencia de telepráctica.')
    else if (visit.telehealth_license_expiration < visit.date) add('telehealth_license_lapsed', `La licencia de telepráctica venció el ${visit.telehealth_license_expiration}.`)
  }
  if (!visit.has_active_plan) add('no_active_plan', 'El referido no tiene un plan de intervención activado.')
  if (visit.signature_since === null) add('missing_signature', 'El proveedor no tiene firma registrada.')
  else if (visit.signature_since > visit.date) add('missing_signature', `La firma del proveedor se registró el ${visit.signature_since}, después del servicio.`)
  return findings
}

const byWhen = (a: VisitFacts, b: VisitFacts) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.visit_id.localeCompare(b.visit_id)

/** Visits of a referral beyond its weekly frequency, latest first out. */
export function frequencyFindings(visits: readonly VisitFacts[]): RawFinding[] {
  const groups = new Map<string, VisitFacts[]>()
  for (const visit of visits) {
    if (!visit.delivered) continue
    const key = `${visit.referral_id}:${weekStart(visit.date)}`
    groups.set(key, [...(groups.get(key) ?? []), visit])
  }
  const findings: RawFinding[] = []
  for (const [key, group] of groups) {
    const allowed = group[0]!.weekly_frequency
    if (group.length <= allowed) continue
    const week = key.split(':')[1]!
    for (const visit of [...group].sort(byWhen).slice(allowed)) {
      findings.push({
        visit_id: visit.visit_id,
        rule: 'frequency_exceeded',
        detail: `${group.length} visitas en la semana del ${week}; el referido permite ${allowed}.`,
      })
    }
  }
  return findings
}

/** Visits whose session overlaps another session of the same provider on the same date. */
export function overlapFindings(visits: readonly VisitFacts[]): RawFinding[] {
  const sessions = new Map<string, { session_id: string; provider_id: number; date: string; start: number; end: number; visits: VisitFacts[] }>()
  for (const visit of visits) {
    if (!visit.delivered) continue
    const session = sessions.get(visit.session_id)
    if (session) session.visits.push(visit)
    else {
      const start = minutesOf(visit.time)
      sessions.set(visit.session_id, { session_id: visit.session_id, provider_id: visit.provider_id, date: visit.date, start, end: start + visit.minutes, visits: [visit] })
    }
  }
  const byDay = new Map<string, (typeof sessions extends Map<string, infer S> ? S : never)[]>()
  for (const session of sessions.values()) {
    const key = `${session.provider_id}:${session.date}`
    byDay.set(key, [...(byDay.get(key) ?? []), session])
  }
  const findings: RawFinding[] = []
  for (const day of byDay.values()) {
    day.sort((a, b) => a.start - b.start || a.session_id.localeCompare(b.session_id))
    for (const [index, session] of day.entries()) {
      // The first other session it meets is named; one finding per visit is enough to exclude it.
      const other = day.find((candidate, position) => position !== index && candidate.start < session.end && session.start < candidate.end)
      if (!other) continue
      const span = (s: { start: number; end: number }) => `${clock(s.start)}–${clock(s.end)}`
      for (const visit of session.visits) {
        findings.push({
          visit_id: visit.visit_id,
          rule: 'overlap',
          detail: `La sesión de ${span(session)} se superpone con otra de ${span(other)}.`,
          other_session_id: other.session_id,
        })
      }
    }
  }
  return findings
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * Every finding of the visits, judged only for those inside [from, to]: `visits` may reach out to
 * the whole weeks around the period so a week that straddles its edge is counted whole.
 */
export function scrub(visits: readonly VisitFacts[], from: string, to: string): RawFinding[] {
  const inside = (visit: VisitFacts) => visit.delivered && from <= visit.date && visit.date <= to
  const ids = new Set(visits.filter(inside).map((visit) => visit.visit_id))
  const findings = [...visits.filter(inside).flatMap(visitFindings), ...frequencyFindings(visits), ...overlapFindings(visits)]
  return findings.filter((finding) => ids.has(finding.visit_id))
}
