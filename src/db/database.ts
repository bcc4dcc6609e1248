import Dexie, { type EntityTable, type Table } from 'dexie'
import type { Company } from '../domain/company'
import type { AppointmentEvent, AppointmentEventType, ReferralAppointment, ReferralDetail, ReferralEvent } from '../domain/referrals/types'
import type { PlanDetail } from '../domain/plans/offline'
import type { ReferenceListItems, ReferenceListName } from '../domain/reference'
import type { CurrentUser } from '../domain/schemas/auth'
import type { ActiveStudent } from '../domain/service-sessions/types'
import type { LocalServiceSession } from './local-session'
import { DATABASE_NAME } from './database-name'
import type { OutboxEntry } from './outbox-types'

/**
 * The device's copy of what a person needs offline, in IndexedDB.
 *
 * - `session`: the signed-in user's tokens and profile (one row, key "current"). Kept here and
 *   not in localStorage because the service worker must read the tokens to sync.
 * - `company`: the company's branding and modules (one row). Survives logout: the login screen
 *   shows the company's name and colours offline too.
 * - `referenceLists`: the lists of spec §3 preloaded at login, one row per list.
 * - `outbox`: changes saved here and not yet acknowledged by the server, in the order made.
 * - `serviceSessions`: the provider's sessions, as last known from the server plus local changes.
 * - `activeStudents`: active students per owner ("provider:<id>" or "supervisor:<id>").
 * - `caches`: when each owner's active students were fetched (spec §4: reuse under 1 hour).
 * - `drafts`: forms being filled in, saved as the person types.
 * - `preferences`: last-used session defaults and remembered view choices (spec §2, §3).
 * - `syncStatus`: the device id and the sync engine's last outcome, for the status bar.
 * - `referrals`, `referralEvents`, `appointments`, `appointmentEvents`: the referrals of the
 *   active students of each owner (as `activeStudents`), with their schedules (inside the
 *   referral), events, appointments and appointment events, replaced together with the owner's
 *   active students under the same cache rule (spec §4). An appointment event recorded here
 *   lives in the outbox until the server answers; then the answer is written into these tables.
 *   `referralLists`: the appointment event form's lists that came with each owner's replica.
 * - `plans`: a provider's intervention plans of her active students (current and next year), one
 *   row per plan with its goals, objectives, achievements and discussions nested, as the server
 *   answered them with her unsent changes applied over (src/db/plans.ts); `planLists`: the
 *   progress levels that came with them.
 *
 * Versions only go forward; each new version says why, and has an upgrade test.
 */

export interface SessionRecord {
  key: 'current'
  user: CurrentUser
  accessToken: string
  refreshToken: string
  /** "expired" when the server refused the refresh token: the person must sign in again. */
  status: 'active' | 'expired'
  signedInAt: string
}

export interface CompanyRecord {
  key: 'current'
  company: Company
  fetchedAt: string
}

export type ReferenceListRecord = {
  /** `language`: the Accept-Language the list was fetched in (names differ by language). */
  [Name in ReferenceListName]: { name: Name; items: ReferenceListItems[Name]; fetchedAt: string; language?: string }
}[ReferenceListName]

export interface ActiveStudentRecord extends ActiveStudent {
  owner: string
}

/** A replica row of one owner ("provider:<id>" or "supervisor:<id>"), as in activeStudents. */
export type Owned<T> = T & { owner: string }

/** The appointment event form's lists, as they came with an owner's referral replica. */
export interface ReferralListsRecord {
  owner: string
  appointment_event_types: AppointmentEventType[]
  cancel_reasons: { id: number; name: string }[]
}

/** The lists the plan editor picks from offline, as they came with an owner's plans. */
export interface PlanListsRecord {
  owner: string
  progress_levels: { id: number; name: string }[]
}

export interface CacheRecord {
  key: string
  fetchedAt: number
  detailLevel: 'basic' | 'extended'
  /** The screen language the names were fetched in (absent on copies saved before it was kept: Spanish). */
  language?: string
}

export interface DraftRecord {
  key: string
  data: unknown
  updatedAt: string
}

export interface PreferenceRecord {
  key: string
  value: unknown
}

export interface SyncStatusRecord {
  key: string
  value: unknown
}

export class BitacoraDatabase extends Dexie {
  session!: EntityTable<SessionRecord, 'key'>
  company!: EntityTable<CompanyRecord, 'key'>
  referenceLists!: EntityTable<ReferenceListRecord, 'name'>
  outbox!: Table<OutboxEntry, number>
  serviceSessions!: EntityTable<LocalServiceSession, 'id'>
  activeStudents!: Table<ActiveStudentRecord, [string, number]>
  caches!: EntityTable<CacheRecord, 'key'>
  drafts!: EntityTable<DraftRecord, 'key'>
  preferences!: EntityTable<PreferenceRecord, 'key'>
  syncStatus!: EntityTable<SyncStatusRecord, 'key'>
  referrals!: Table<Owned<ReferralDetail>, [string, number]>
  referralEvents!: Table<Owned<ReferralEvent>, [string, number]>
  appointments!: Table<Owned<ReferralAppointment>, [string, number]>
  appointmentEvents!: Table<Owned<AppointmentEvent>, [string, number]>
  referralLists!: EntityTable<ReferralListsRecord, 'owner'>
  plans!: Table<Owned<PlanDetail>, [string, number]>
  planLists!: EntityTable<PlanListsRecord, 'owner'>

  constructor(name = DATABASE_NAME) {
    // Strict durability: a transaction is reported done only once it is on disk, so "saved"
    // on screen means saved even if the tablet loses power right after.
    super(name, { chromeTransactionDurability: 'strict' })
    this.version(1).stores({
      session: 'key',
      company: 'key',
      referenceLists: 'name',
    })
    // Version 2: providers record sessions offline. New tables only; version 1's rows stay.
    this.version(2).stores({
      outbox: '++seq, &id, entityId, state',
      serviceSessions: 'id, [provider_id+date], date, syncState',
      activeStudents: '[owner+referral_id], owner',
      caches: 'key',
      drafts: 'key',
      preferences: 'key',
      syncStatus: 'key',
    })
    // Version 3: a provider's referral views work offline (issue 11). New tables only; the
    // rows and pending outbox entries of version 2 stay as they are.
    this.version(3).stores({
      referrals: '[owner+id], owner',
      referralEvents: '[owner+id], owner, [owner+referral_id]',
      appointments: '[owner+id], owner, id, [owner+referral_id], [owner+date]',
      appointmentEvents: '[owner+id], owner, [owner+appointment_id]',
      referralLists: 'owner',
    })
    // Version 4: a provider writes her intervention plans offline (issue 13). New tables only;
    // the rows and pending outbox entries of version 3 stay as they are.
    this.version(4).stores({
      plans: '[owner+id], owner, id, [owner+referral_id]',
      planLists: 'owner',
    })
  }
}

export const db = new BitacoraDatabase()
