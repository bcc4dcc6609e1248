import { useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { AuthorizedInitials } from '../../domain/plans/schemas'

/**
 * The initials box of one achievement. It offers the initials she used last (she may change
 * them), checks them with the server's own rule before sending, and shows the server's verdict
 * under the box. `onSign` answers a field error code, or null when the initials were recorded.
 */
export function InitialsForm({ describedBy, suggestion, onSign }: { describedBy: string; suggestion: string | null; onSign: (initials: string) => Promise<string | null> }) {
  const { t } = useLingui()
  const id = useId()
  // null until she types: until then the box shows the suggestion.
  const [typed, setTyped] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const value = typed ?? suggestion ?? ''

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const checked = v.safeParse(AuthorizedInitials, value)
    if (!checked.success) {
      setError('invalid_initials')
      return
    }
    setBusy(true)
    setError(await onSign(checked.output).finally(() => setBusy(false)))
  }

  const errorText = error === null ? null : t`Escriba sus iniciales: de 2 a 5 letras, sin números ni espacios.`
  return (
    <form className="initials" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id}>{t`Sus iniciales`}</label>
      <div className="initials-row">
        <input
          id={id}
          data-initials=""
          value={value}
          onChange={(event) => {
            setTyped(event.target.value)
            setError(null)
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={5}
          aria-invalid={error !== null}
          aria-describedby={`${describedBy} ${id}-hint${error === null ? '' : ` ${id}-error`}`}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t`Firmando…` : t`Firmar`}
        </button>
      </div>
      <p id={`${id}-hint`} className="hint">
        {t`De 2 a 5 letras, por ejemplo MLR.`}
      </p>
      {errorText ? (
        <p id={`${id}-error`} className="field-error">
          {errorText}
        </p>
      ) : null}
    </form>
  )
}
