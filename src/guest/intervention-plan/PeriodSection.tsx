import { useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { formatDateTimeInWords } from '../../kit/words/format-date'
import type { GuestAchievement, GuestDiscussion, GuestPlan } from '../../domain/plans/guest-view'
import { goalLabel } from './goal-label'
import { InitialsForm } from './InitialsForm'
import { acceptanceOf, achievementsOf, isWaiting, periodName } from './plan-reading'

/** Where the keyboard goes after one achievement's initials: the next box, or accepting. */
const NEXT_IN_LINE = 'input[data-initials], button[data-accept]:not(:disabled)'

/** Recorded, or refused with a code for the initials box (or without one: the page's notice says why). */
export type SignOutcome = { signed: true } | { signed: false; fieldError: string | null }

export interface PeriodActions {
  sign: (achievement: GuestAchievement, initials: string) => Promise<SignOutcome>
  accept: (discussion: GuestDiscussion) => Promise<void>
}

/**
 * One period's achievements as the authorized person reads and signs them: under each goal and
 * objective, the progress level and comments, then her initials (a box while the period waits
 * for them); the period's summary; and her acceptance once every achievement carries initials.
 */
export function PeriodSection({ plan, discussion, suggestion, actions }: { plan: GuestPlan; discussion: GuestDiscussion; suggestion: string | null; actions: PeriodActions }) {
  const { t } = useLingui()
  const headingId = useId()
  const section = useRef<HTMLElement>(null)
  const [accepting, setAccepting] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const waiting = isWaiting(discussion)
  const achievements = achievementsOf(plan, discussion.period_id)
  const signedCount = achievements.filter((achievement) => achievement.authorized_initials !== null).length
  const acceptance = acceptanceOf(discussion)
  const name = periodName(plan, discussion.period_id)
  const total = achievements.length
  const acceptedAt = acceptance ? formatDateTimeInWords(acceptance.signed_at) : ''

  const focusNext = () => requestAnimationFrame(() => section.current?.querySelector<HTMLElement>(NEXT_IN_LINE)?.focus())

  const signedLine = (initials: string, signedAt: string) => {
    const when = formatDateTimeInWords(signedAt)
    return t`Iniciales ${initials}, ${when}`
  }

  async function sign(achievement: GuestAchievement, initials: string) {
    const outcome = await actions.sign(achievement, initials)
    if (!outcome.signed) return outcome.fieldError
    setAnnouncement(t`Iniciales registradas.`)
    focusNext()
    return null
  }

  async function accept() {
    setAccepting(true)
    await actions.accept(discussion).finally(() => setAccepting(false))
  }

  return (
    <section className="period" aria-labelledby={headingId} ref={section}>
      <h2 id={headingId}>{t`Logros del periodo: ${name}`}</h2>
      {acceptance ? <p className="signed-line">{t`Usted aceptó estos logros el ${acceptedAt}.`}</p> : null}
      {plan.goals.map((goal, goalIndex) => (
        <div className="goal" key={goalIndex}>
          <h3>
            <span className="eyebrow">{goalLabel(goalIndex)}</span>
            {goal.description}
          </h3>
          {goal.objectives.map((objective, objectiveIndex) => {
            const achievement = objective.achievements.find((row) => row.period_id === discussion.period_id)
            const objectiveId = `${headingId}-g${goalIndex}-o${objectiveIndex}`
            return (
              <article className="card" key={objectiveIndex}>
                <h4 id={objectiveId}>{objective.description}</h4>
                <dl className="facts">
                  <dt>{t`Medición`}</dt>
                  <dd>{objective.measurement_type}</dd>
                  <dt>{t`Nivel de progreso`}</dt>
                  <dd>{achievement?.progress_level ?? t`Sin registrar`}</dd>
                  <dt>{t`Comentarios`}</dt>
                  <dd>{achievement?.comments || t`Sin comentarios`}</dd>
                </dl>
                {achievement?.authorized_initials ? (
                  <p className="signed-line">
                    <span aria-hidden="true">✓ </span>
                    {signedLine(achievement.authorized_initials, achievement.signed_at!)}
                  </p>
                ) : achievement && waiting ? (
                  <InitialsForm describedBy={objectiveId} suggestion={suggestion} onSign={(initials) => sign(achievement, initials)} />
                ) : null}
              </article>
            )
          })}
        </div>
      ))}
      <h3>{t`Resumen de logros`}</h3>
      <p className="summary">{discussion.achievements_summary || t`Sin resumen.`}</p>
      {waiting ? (
        <div className="accept">
          <p id={`${headingId}-progress`} className="hint">
            {signedCount < total
              ? t`Firmó ${signedCount} de ${total} logros. Firme cada uno para poder aceptar.`
              : t`Firmó todos los logros. Acepte para terminar.`}
          </p>
          <button
            type="button"
            className="button button-primary"
            data-accept=""
            disabled={accepting || signedCount < total}
            aria-describedby={`${headingId}-progress`}
            onClick={() => void accept()}
          >
            {accepting ? t`Aceptando…` : t`Aceptar los logros`}
          </button>
        </div>
      ) : null}
      <p className="sr-only" role="status">
        {announcement}
      </p>
    </section>
  )
}
