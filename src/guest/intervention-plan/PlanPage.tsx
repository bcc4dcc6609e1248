import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { formatDateInWords, formatDateTimeInWords } from '../../kit/words/format-date'
import type { GuestAchievement, GuestDiscussion, GuestPlanAnswer } from '../../domain/plans/guest-view'
import { failureOf, type GuestFailure } from '../api'
import { GuestNotice, type NoticeTone } from '../GuestNotice'
import { isLinkFailure } from '../failure-text'
import { planChangeFailureText, planOpeningFailureText } from './failure-text'
import { acceptAchievements, getGuestPlan, isLinkUuid, signAchievement } from './plan-api'
import { goalLabel } from './goal-label'
import { PeriodSection, type SignOutcome } from './PeriodSection'
import { ProgressSection } from './ProgressSection'
import { acceptanceOf, lastInitials, periodName, periodsForGuest } from './plan-reading'

type Loaded = { status: 'loading' } | { status: 'failed'; failure: GuestFailure } | { status: 'ready'; answer: GuestPlanAnswer }
interface Notice {
  tone: NoticeTone
  title: string
  text: string
}

/**
 * /guest/intervention-plans/{uuid}: the plan an authorized person (a parent or a teacher) signs
 * from the link the provider sent — her initials on each achievement of the period, then her
 * acceptance (spec §4 signing order). Every change answers the plan as it is now, so the page
 * always shows what the server recorded.
 */
export function PlanPage({ rest }: { rest: string }) {
  const { t } = useLingui()
  const uuid = isLinkUuid(rest) ? rest : null
  const [loaded, setLoaded] = useState<Loaded>(uuid ? { status: 'loading' } : { status: 'failed', failure: { kind: 'refused', status: 404, code: 'guest_link_not_found' } })
  const [notice, setNotice] = useState<Notice | null>(null)

  // Each attempt reads the plan again (a retry, or after a refusal the plan may have moved on).
  const [attempt, setAttempt] = useState(0)
  const reload = () => setAttempt((count) => count + 1)

  useEffect(() => {
    if (!uuid) return
    let live = true
    getGuestPlan(uuid).then(
      (answer) => live && setLoaded({ status: 'ready', answer }),
      (error: unknown) => live && setLoaded({ status: 'failed', failure: failureOf(error) }),
    )
    return () => {
      live = false
    }
  }, [uuid, attempt])

  /** A refused change: the link may be gone, the plan may have moved on; the notice says which. */
  function refused(failure: GuestFailure) {
    if (isLinkFailure(failure)) {
      setLoaded({ status: 'failed', failure })
      return
    }
    setNotice({ tone: failure.kind === 'offline' ? 'warning' : 'danger', ...planChangeFailureText(failure) })
    if (failure.kind === 'refused' && failure.code === 'version_conflict' && failure.current) {
      setLoaded({ status: 'ready', answer: failure.current as GuestPlanAnswer })
    } else if (failure.kind === 'refused' && failure.status === 409) {
      reload()
    }
  }

  async function sign(achievement: GuestAchievement, initials: string): Promise<SignOutcome> {
    try {
      const answer = await signAchievement(uuid!, achievement, initials)
      setNotice(null)
      setLoaded({ status: 'ready', answer })
      return { signed: true }
    } catch (error) {
      const failure = failureOf(error)
      if (failure.kind === 'refused' && failure.status === 422) return { signed: false, fieldError: failure.errors?.authorized_initials ?? 'invalid_initials' }
      refused(failure)
      return { signed: false, fieldError: null }
    }
  }

  async function accept(discussion: GuestDiscussion) {
    try {
      const answer = await acceptAchievements(uuid!, discussion)
      setLoaded({ status: 'ready', answer })
      setNotice({
        tone: 'success',
        title: t`Gracias: aceptó los logros`,
        text: t`Sus iniciales y su aceptación quedaron registradas. Ahora firmarán su terapeuta y su supervisor. Puede cerrar esta página.`,
      })
    } catch (error) {
      refused(failureOf(error))
    }
  }

  if (loaded.status === 'loading') {
    return (
      <>
        <h1>{t`Plan de intervención`}</h1>
        <p className="muted" role="status">
          {t`Cargando el plan…`}
        </p>
      </>
    )
  }
  if (loaded.status === 'failed') {
    const text = planOpeningFailureText(loaded.failure)
    const retry = () => {
      setLoaded({ status: 'loading' })
      reload()
    }
    return (
      <>
        <h1>{t`Plan de intervención`}</h1>
        <GuestNotice tone={loaded.failure.kind === 'offline' ? 'warning' : 'danger'} title={text.title} action={text.retry && uuid ? <button type="button" className="button" onClick={retry}>{t`Intentar de nuevo`}</button> : null}>
          {text.text}
        </GuestNotice>
      </>
    )
  }

  const { plan, link } = loaded.answer
  const periods = periodsForGuest(plan)
  const waiting = periods.filter((discussion) => discussion.state === 'signature_requested')
  const accepted = periods.map(acceptanceOf).find((signature) => signature !== undefined)
  const suggestion = lastInitials(plan)
  const expiresOn = formatDateInWords(link.expires_at)
  const expectedSigner = link.expected_signer
  const year = plan.academic_year_name
  const acceptedAt = accepted ? formatDateTimeInWords(accepted.signed_at) : ''
  const waitingNames = waiting.map((discussion) => periodName(plan, discussion.period_id)).join(', ')
  return (
    <>
      <h1>{t`Plan de intervención`}</h1>
      <p className="lead">
        <strong>{plan.student_name}</strong>
        <br />
        {plan.service_name} · {t`Año escolar ${year}`}
      </p>
      {notice ? (
        <GuestNotice tone={notice.tone} title={notice.title} focus>
          {notice.text}
        </GuestNotice>
      ) : waiting.length > 0 ? (
        <GuestNotice tone="info" title={t`Su firma, paso a paso`}>
          <p>{link.expected_signer ? t`Se espera la firma de ${expectedSigner}, persona autorizada del estudiante.` : t`Se espera la firma de la madre, el padre o la persona encargada del estudiante.`}</p>
          <ol className="steps">
            <li>{t`Lea los logros del periodo «${waitingNames}».`}</li>
            <li>{t`Escriba sus iniciales en cada logro y oprima «Firmar».`}</li>
            <li>{t`Al final, oprima «Aceptar los logros».`}</li>
          </ol>
          <p className="muted">{t`Este enlace vence el ${expiresOn}.`}</p>
        </GuestNotice>
      ) : accepted ? (
        <GuestNotice tone="success" title={t`Ya firmó este plan`}>
          {t`Su aceptación quedó registrada el ${acceptedAt}. No tiene que hacer nada más.`}
        </GuestNotice>
      ) : (
        <GuestNotice tone="info" title={t`Este plan no espera su firma ahora`}>
          {t`Cuando su terapeuta le pida firmar, use el enlace que le envíe.`}
        </GuestNotice>
      )}
      {plan.student_assessments.length > 0 ? (
        <section aria-labelledby="assessments">
          <h2 id="assessments">{t`Evaluación del estudiante`}</h2>
          {plan.student_assessments.map((assessment, index) => (
            <p key={index}>{assessment.description}</p>
          ))}
        </section>
      ) : null}
      {periods.length > 0 ? (
        periods.map((discussion) => <PeriodSection key={discussion.period_id} plan={plan} discussion={discussion} suggestion={suggestion} actions={{ sign, accept }} />)
      ) : (
        <section aria-labelledby="goals">
          <h2 id="goals">{t`Metas y objetivos`}</h2>
          {plan.goals.map((goal, goalIndex) => (
            <div className="goal" key={goalIndex}>
              <h3>
                <span className="eyebrow">{goalLabel(goalIndex)}</span>
                {goal.description}
              </h3>
              <ul>
                {goal.objectives.map((objective, objectiveIndex) => (
                  <li key={objectiveIndex}>
                    {objective.description} <span className="muted">({objective.measurement_type})</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
      <ProgressSection plan={plan} />
    </>
  )
}
