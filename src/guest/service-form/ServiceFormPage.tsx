import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { GuestServiceFormAnswer } from '../../domain/service-forms/schemas'
import { formatDateInWords, formatDateTimeInWords } from '../../kit/words/format-date'
import { failureOf, type GuestFailure } from '../api'
import { GuestNotice, type NoticeTone } from '../GuestNotice'
import { isLinkFailure } from '../failure-text'
import { isLinkUuid } from '../intervention-plan/plan-api'
import { formOpeningFailureText, formSignFailureText } from './failure-text'
import { getGuestServiceForm, signServiceForm } from './form-api'
import { SignaturePadBox, type SignaturePadHandle } from './SignaturePadBox'

const PAD_SUFFIX = '-pad'

type Loaded = { status: 'loading' } | { status: 'failed'; failure: GuestFailure } | { status: 'ready'; answer: GuestServiceFormAnswer }
interface Notice {
  tone: NoticeTone
  title: string
  text: string
}

/**
 * /guest/service-forms/{uuid}: the service form a parent (or the school's contact) reads and
 * signs from the link the provider sent — her name, her relationship to the student, her
 * acceptance of the declaration and a signature drawn with the finger. The answer of the
 * signature is the form as recorded, so the page always shows what the server has.
 */
export function ServiceFormPage({ rest }: { rest: string }) {
  const { t } = useLingui()
  const uuid = isLinkUuid(rest) ? rest : null
  const [loaded, setLoaded] = useState<Loaded>(uuid ? { status: 'loading' } : { status: 'failed', failure: { kind: 'refused', status: 404, code: 'guest_link_not_found' } })
  const [notice, setNotice] = useState<Notice | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!uuid) return
    let live = true
    getGuestServiceForm(uuid).then(
      (answer) => live && setLoaded({ status: 'ready', answer }),
      (error: unknown) => live && setLoaded({ status: 'failed', failure: failureOf(error) }),
    )
    return () => {
      live = false
    }
  }, [uuid, attempt])

  async function sign(fields: { signer_name: string; signer_relationship: string; signature: string }): Promise<boolean> {
    if (loaded.status !== 'ready') return false
    try {
      const answer = await signServiceForm(uuid!, loaded.answer.form.hash, fields)
      setLoaded({ status: 'ready', answer })
      setNotice({ tone: 'success', title: t`Gracias: firmó el formulario`, text: t`Su firma quedó registrada. Puede cerrar esta página.` })
      return true
    } catch (error) {
      const failure = failureOf(error)
      if (isLinkFailure(failure)) {
        setLoaded({ status: 'failed', failure })
        return false
      }
      setNotice({ tone: failure.kind === 'offline' ? 'warning' : 'danger', ...formSignFailureText(failure) })
      if (failure.kind === 'refused' && failure.code === 'version_conflict' && failure.current) setLoaded({ status: 'ready', answer: failure.current as GuestServiceFormAnswer })
      else if (failure.kind === 'refused' && failure.status === 409) setAttempt((count) => count + 1)
      return false
    }
  }

  if (loaded.status === 'loading') {
    return (
      <>
        <h1>{t`Formulario de servicio`}</h1>
        <p className="muted" role="status">
          {t`Cargando el formulario…`}
        </p>
      </>
    )
  }
  if (loaded.status === 'failed') {
    const text = formOpeningFailureText(loaded.failure)
    const retry = () => {
      setLoaded({ status: 'loading' })
      setAttempt((count) => count + 1)
    }
    return (
      <>
        <h1>{t`Formulario de servicio`}</h1>
        <GuestNotice
          tone={loaded.failure.kind === 'offline' ? 'warning' : 'danger'}
          title={text.title}
          action={text.retry && uuid ? <button type="button" className="button" onClick={retry}>{t`Intentar de nuevo`}</button> : null}
        >
          {text.text}
        </GuestNotice>
      </>
    )
  }

  const { form, link } = loaded.answer
  const formDate = formatDateInWords(form.form_date)
  const expiresOn = formatDateInWords(link.expires_at)
  const signedAt = form.signature ? formatDateTimeInWords(form.signature.signed_at) : ''
  const signerName = form.signature?.signer_name ?? ''
  return (
    <>
      <h1>{form.type_name}</h1>
      <p className="lead">
        <strong>{form.student_name}</strong>
        <br />
        {form.service_name}
      </p>
      {notice ? (
        <GuestNotice tone={notice.tone} title={notice.title} focus>
          {notice.text}
        </GuestNotice>
      ) : form.signature ? (
        <GuestNotice tone="success" title={t`Este formulario ya está firmado`}>
          {t`${signerName} lo firmó el ${signedAt}. No tiene que hacer nada más.`}
        </GuestNotice>
      ) : (
        <GuestNotice tone="info" title={t`Su firma, paso a paso`}>
          <ol className="steps">
            <li>{t`Lea el formulario y la declaración.`}</li>
            <li>{t`Escriba su nombre y su relación con el estudiante.`}</li>
            <li>{t`Marque que está de acuerdo, firme con el dedo en el recuadro y oprima «Firmar».`}</li>
          </ol>
          <p className="muted">{t`Este enlace vence el ${expiresOn}.`}</p>
        </GuestNotice>
      )}
      <section aria-labelledby="form-facts" className="card">
        <h2 id="form-facts">{t`Datos del formulario`}</h2>
        <dl className="facts">
          <dt>{t`Fecha`}</dt>
          <dd>{formDate}</dd>
          {form.provider_name ? (
            <>
              <dt>{t`Proveedor`}</dt>
              <dd>{form.provider_name}</dd>
            </>
          ) : null}
          {form.signer_hint ? (
            <>
              <dt>{t`Para firmar por`}</dt>
              <dd>{form.signer_hint}</dd>
            </>
          ) : null}
        </dl>
        {form.details ? <p className="summary">{form.details}</p> : null}
      </section>
      <section aria-labelledby="statement">
        <h2 id="statement">{t`Declaración`}</h2>
        <p>{form.statement}</p>
      </section>
      {form.signature ? null : <SignForm hint={form.signer_hint} onSign={sign} />}
    </>
  )
}

function SignForm({ hint, onSign }: { hint: string | null; onSign: (fields: { signer_name: string; signer_relationship: string; signature: string }) => Promise<boolean> }) {
  const { t } = useLingui()
  const id = useId()
  const pad = useRef<SignaturePadHandle>(null)
  const padLabel = `${id}${PAD_SUFFIX}`
  const [name, setName] = useState('')
  const [relationship, setRelationship] = useState('')
  const [accepted, setAccepted] = useState(false)
  const [empty, setEmpty] = useState(true)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const image = pad.current?.toPng() ?? null
    if (!name.trim() || !relationship.trim()) return setError(t`Escriba su nombre y su relación con el estudiante.`)
    if (!accepted) return setError(t`Marque que está de acuerdo con la declaración.`)
    if (!image) return setError(t`Firme con el dedo dentro del recuadro.`)
    setError(null)
    setBusy(true)
    await onSign({ signer_name: name.trim(), signer_relationship: relationship.trim(), signature: image }).finally(() => setBusy(false))
  }

  return (
    <form className="sign-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Su firma`}</h2>
      <label htmlFor={`${id}-name`}>{t`Su nombre completo`}</label>
      <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" maxLength={120} placeholder={hint ?? ''} />
      <label htmlFor={`${id}-relationship`}>{t`Relación con el estudiante`}</label>
      <input id={`${id}-relationship`} value={relationship} onChange={(event) => setRelationship(event.target.value)} maxLength={80} list={`${id}-relationships`} />
      <datalist id={`${id}-relationships`}>
        <option value={t`Madre`} />
        <option value={t`Padre`} />
        <option value={t`Encargado`} />
        <option value={t`Maestro`} />
      </datalist>
      <label className="check">
        <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
        {t`Leí la declaración y estoy de acuerdo.`}
      </label>
      <p id={padLabel} className="pad-label">
        {t`Firme aquí con el dedo`}
      </p>
      <SignaturePadBox ref={pad} labelledBy={padLabel} onChange={setEmpty} />
      <button type="button" className="button" onClick={() => pad.current?.clear()} disabled={empty || busy}>
        {t`Borrar la firma`}
      </button>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t`Firmando…` : t`Firmar`}
      </button>
    </form>
  )
}
