import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { objectives } from './office'
import { academicYears, measurementTypes, progressLevels } from './reference'
import { visits } from './service-sessions'
import { referrals, students } from './students'

/**
 * Intervention plans (spec §3 "Intervention plan", §4, §7 "Intervention plans"): the plan of one
 * referral for one academic year, its assessments, goals and objectives, the discussion of each
 * plan period (achievements per objective, a summary, then the ordered signatures), the guest
 * links an authorized person signs through, and the provider's and the office's templates.
 * The discussion states and the signing order are in src/domain/plans/discussion.ts.
 */

/**
 * The periods a plan is discussed in within its academic year (two semesters). Reference data:
 * every plan gets one discussion per period.
 */
export const planPeriods = pgTable('plan_periods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  name_en: text('name_en'),
  sort_index: integer('sort_index').notNull().default(0),
  /** Months of the academic year (1 = its first month, July) the period covers, inclusive. */
  first_month: integer('first_month').notNull(),
  last_month: integer('last_month').notNull(),
})

export const interventionPlans = pgTable(
  'intervention_plans',
  {
    id: serial('id').primaryKey(),
    /** Random (crypto) and stable: names the plan outside the office (PDFs, support). */
    uuid: uuid('uuid').notNull().unique(),
    referral_id: integer('referral_id').notNull().references(() => referrals.id),
    /** The referral's student, kept here so lists filter and join on one column. */
    student_id: integer('student_id').notNull().references(() => students.id),
    academic_year_id: integer('academic_year_id').notNull().references(() => academicYears.id),
    /** 1 draft, 2 and 3 active (current or next year), 4 archived (spec §4). */
    status_id: integer('status_id').notNull().default(1),
    created_by: integer('created_by').notNull().references(() => users.id),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('intervention_plans_status_check', sql`${table.status_id} between 1 and 4`),
    index('intervention_plans_referral_idx').on(table.referral_id, table.academic_year_id),
    index('intervention_plans_student_idx').on(table.student_id),
    index('intervention_plans_status_idx').on(table.status_id, table.academic_year_id, table.id),
  ],
)

export const planStudentAssessments = pgTable(
  'plan_student_assessments',
  {
    id: serial('id').primaryKey(),
    /** The row's lasting name, given by the device that created it offline (or random): later offline changes address it by this. */
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    plan_id: integer('plan_id').notNull().references(() => interventionPlans.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    created_by: integer('created_by').notNull().references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('plan_student_assessments_plan_idx').on(table.plan_id)],
)

export const planGoals = pgTable(
  'plan_goals',
  {
    id: serial('id').primaryKey(),
    /** As the assessment's uuid: a goal written offline is named by its device before the server numbers it. */
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    plan_id: integer('plan_id').notNull().references(() => interventionPlans.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    sort_index: integer('sort_index').notNull().default(0),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('plan_goals_plan_idx').on(table.plan_id, table.sort_index)],
)

export const planObjectives = pgTable(
  'plan_objectives',
  {
    id: serial('id').primaryKey(),
    /** As the goal's uuid. */
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    goal_id: integer('goal_id').notNull().references(() => planGoals.id, { onDelete: 'cascade' }),
    /** The goal's plan, kept here so access and voiding need no join. */
    plan_id: integer('plan_id').notNull().references(() => interventionPlans.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    measurement_type_id: integer('measurement_type_id').notNull().references(() => measurementTypes.id),
    /** The catalogue objective (GET /services/objectives) it was taken from, if any. */
    objective_id: integer('objective_id').references(() => objectives.id, { onDelete: 'set null' }),
    sort_index: integer('sort_index').notNull().default(0),
    /** The value aimed at, in the measurement type's kind (src/domain/plans/objective-data.ts); null when none is set. */
    target: integer('target'),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('plan_objectives_goal_idx').on(table.goal_id, table.sort_index), index('plan_objectives_plan_idx').on(table.plan_id)],
)

/** A provider's own goal wordings, reused across plans (/provider/config/goal-templates). */
export const goalTemplates = pgTable(
  'goal_templates',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('goal_templates_user_idx').on(table.user_id, table.name)],
)

/** The office's objective wordings with their measurement type (/config/objectives), shared by all. */
export const objectiveTemplates = pgTable('objective_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  measurement_type_id: integer('measurement_type_id').notNull().references(() => measurementTypes.id),
  created_by: integer('created_by').notNull().references(() => users.id),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The discussion of one plan period: achievements summary, its state, the unreachable form. */
export const planDiscussions = pgTable(
  'plan_discussions',
  {
    id: serial('id').primaryKey(),
    plan_id: integer('plan_id').notNull().references(() => interventionPlans.id, { onDelete: 'cascade' }),
    period_id: integer('period_id').notNull().references(() => planPeriods.id),
    /** A DiscussionState (src/domain/plans/discussion.ts). */
    state: text('state').notNull().default('draft'),
    achievements_summary: text('achievements_summary'),
    /** The "unreachable" form attached when the family could not be reached (forms live elsewhere). */
    unreachable_form_id: integer('unreachable_form_id'),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('plan_discussions_plan_period_key').on(table.plan_id, table.period_id),
    index('plan_discussions_state_idx').on(table.state, table.id),
    check(
      'plan_discussions_state_check',
      sql`${table.state} in ('draft', 'achievements_submitted', 'signature_requested', 'authorized_signed', 'provider_signed', 'supervisor_signed')`,
    ),
  ],
)

/** What one objective achieved in one period. */
export const planAchievements = pgTable(
  'plan_achievements',
  {
    id: serial('id').primaryKey(),
    objective_id: integer('objective_id').notNull().references(() => planObjectives.id, { onDelete: 'cascade' }),
    discussion_id: integer('discussion_id').notNull().references(() => planDiscussions.id, { onDelete: 'cascade' }),
    period_id: integer('period_id').notNull().references(() => planPeriods.id),
    progress_level_id: integer('progress_level_id').notNull().references(() => progressLevels.id),
    comments: text('comments'),
    /**
     * The level the period's data suggested when she saved (src/domain/plans/progress-suggestion.ts),
     * kept beside the one she chose; null when there was none. Not part of what a signature covers.
     */
    suggested_progress_level_id: integer('suggested_progress_level_id').references(() => progressLevels.id),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('plan_achievements_objective_period_key').on(table.objective_id, table.period_id), index('plan_achievements_discussion_idx').on(table.discussion_id)],
)

/** A link an authorized person (no account) opens to read and sign one plan. */
export const planGuestLinks = pgTable(
  'plan_guest_links',
  {
    id: serial('id').primaryKey(),
    /** Random v4 uuid from crypto: the whole secret of the link. */
    uuid: uuid('uuid').notNull().unique(),
    plan_id: integer('plan_id').notNull().references(() => interventionPlans.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_by: integer('created_by').notNull().references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('plan_guest_links_plan_idx').on(table.plan_id)],
)

/**
 * One signature, kept forever: who (a user, or initials through a guest link), when, from which
 * address, and the SHA-256 of exactly the content it covers. A change of that content voids it
 * (voided_at, voided_reason): it stays as history and is answered with `voided: true`.
 * role 'authorized' with an achievement_id: the initials on one achievement; without one: the
 * authorized person's acceptance of the discussion (accept-achievements).
 */
export const planSignatures = pgTable(
  'plan_signatures',
  {
    id: serial('id').primaryKey(),
    plan_id: integer('plan_id').notNull().references(() => interventionPlans.id, { onDelete: 'cascade' }),
    discussion_id: integer('discussion_id').notNull().references(() => planDiscussions.id, { onDelete: 'cascade' }),
    achievement_id: integer('achievement_id').references(() => planAchievements.id, { onDelete: 'set null' }),
    role: text('role').$type<'authorized' | 'provider' | 'supervisor'>().notNull(),
    /** What the content hash is of: one achievement, or the whole discussion (see server/plans/content.ts). */
    covers: text('covers').$type<'achievement' | 'discussion'>().notNull(),
    user_id: integer('user_id').references(() => users.id),
    initials: text('initials'),
    guest_link_id: integer('guest_link_id').references(() => planGuestLinks.id),
    signed_at: timestamp('signed_at', { withTimezone: true }).notNull(),
    client_address: text('client_address').notNull(),
    content_hash: text('content_hash').notNull(),
    voided_at: timestamp('voided_at', { withTimezone: true }),
    voided_reason: text('voided_reason'),
  },
  (table) => [
    index('plan_signatures_discussion_idx').on(table.discussion_id, table.id),
    index('plan_signatures_plan_idx').on(table.plan_id),
    check('plan_signatures_role_check', sql`${table.role} in ('authorized', 'provider', 'supervisor')`),
    check('plan_signatures_covers_check', sql`${table.covers} in ('achievement', 'discussion')`),
    // A signature names its signer: a user, or initials given through a guest link.
    check('plan_signatures_signer_check', sql`${table.user_id} is not null or (${table.initials} is not null and ${table.guest_link_id} is not null)`),
  ],
)

/**
 * Data per objective in a session: the value one visit recorded for one objective of its
 * student's plan (src/domain/plans/objective-data.ts). Written with the session, in its
 * transaction; a session's update replaces its visit's rows. Read by the plan's progress.
 */
export const visitObjectiveData = pgTable(
  'visit_objective_data',
  {
    id: serial('id').primaryKey(),
    visit_id: uuid('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    objective_id: integer('objective_id')
      .notNull()
      .references(() => planObjectives.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
    note: text('note'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('visit_objective_data_visit_objective_key').on(table.visit_id, table.objective_id), index('visit_objective_data_objective_idx').on(table.objective_id)],
)
