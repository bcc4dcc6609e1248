import { Button, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import type { CurrentUser } from '../../../domain/schemas/auth'
import { expectedSessions } from '../../../domain/referrals/expected-sessions'
import { Loader } from '../../../components/loader'
import { Page } from '../../../components/page'
import { recordSession, updateSession } from '../commands'
import { draftKey } from '../drafts'
import { SessionForm } from '../form/SessionForm'
import { FormReadiness } from '../form/FormReadiness'
import type { SessionLookups } from '../lookups'
import { useLocalSession, useProviderReferrals } from '../queries'
import type { ExpectedFields } from '../form/session-form-values'

interface SessionFormPageProps {
  user: CurrentUser
  lookups: SessionLookups
  /** "new", or the id of the session to edit. */
  formId: string
  /** A new session for this referral's student (from the student list). */
  referralId?: number
  /** …as this schedule of the referral expects it on this day (from the day's expected sessions). */
  expected?: { scheduleId: number; date: string }
  /** Back to the day; after a save, with the saved session's id (the list shows it). */
  onClose: (savedId?: string) => void
}

/** The session form as a screen: recording a new session or changing one on the device. */
export function SessionFormPage({ user, lookups, formId, referralId, expected, onClose }: SessionFormPageProps) {
  if (formId !== 'new') return <EditSessionPage user={user} lookups={lookups} id={formId} onClose={onClose} />
  if (expected && referralId !== undefined && user.provider_id !== null) {
    return <ExpectedSessionPage user={user} providerId={user.provider_id} lookups={lookups} referralId={referralId} expected={expected} onClose={onClose} />
  }
  return <NewSessionPage user={user} lookups={lookups} referralId={referralId} onClose={onClose} />
}

type NewSessionPageProps = Pick<SessionFormPageProps, 'user' | 'lookups' | 'referralId' | 'onClose'> & { expectedFields?: ExpectedFields; draft?: string }

function NewSessionPage({ user, lookups, referralId, expectedFields, draft, onClose }: NewSessionPageProps) {
  const { t } = useLingui()
  const saved = useRef<string | undefined>(undefined)
  const student = lookups.students.find((candidate) => candidate.referral_id === referralId)
  const key = draft ?? draftKey(null, student?.referral_id)
  return (
    <Page title={t`Registrar sesión`}>
      <FormReadiness lookups={lookups} />
      <SessionForm
        lookups={lookups}
        start={{ kind: 'new', student, expected: student ? expectedFields : undefined }}
        draftKey={key}
        save={async (fields) => {
          // The form's own draft goes with the save (a student's form keeps one per student).
          saved.current = await recordSession(fields, user, key)
        }}
        savedMessage={t`Guardado en el dispositivo`}
        onClose={() => onClose(saved.current)}
      />
    </Page>
  )
}

type ExpectedSessionPageProps = Pick<SessionFormPageProps, 'user' | 'lookups' | 'onClose'> & {
  providerId: number
  referralId: number
  expected: NonNullable<SessionFormPageProps['expected']>
}

/**
 * A new session as a referral's schedule expects it on a day, read from the device's replica: a
 * schedule it no longer holds (changed since the list was drawn) opens the form for the student.
 */
function ExpectedSessionPage({ user, providerId, lookups, referralId, expected, onClose }: ExpectedSessionPageProps) {
  const referrals = useProviderReferrals(providerId)
  if (!referrals) return <Loader />
  const found = expectedSessions(referrals, expected.date, []).find((entry) => entry.slot.id === expected.scheduleId && entry.slot.referral_id === referralId)
  const fields: ExpectedFields | undefined = found && {
    date: found.date,
    time: found.slot.start_time,
    location_id: found.location_id,
    duration_id: lookups.durations.find((duration) => duration.minutes === found.minutes)?.id,
  }
  const draft = fields ? draftKey(null, referralId, expected) : undefined
  return <NewSessionPage user={user} lookups={lookups} referralId={referralId} expectedFields={fields} draft={draft} onClose={onClose} />
}

function EditSessionPage({ user, lookups, id, onClose }: { user: CurrentUser; lookups: SessionLookups; id: string; onClose: (savedId?: string) => void }) {
  const { t } = useLingui()
  const saved = useRef<string | undefined>(undefined)
  const session = useLocalSession(id)
  if (session === undefined) return <Loader />
  return (
    <Page title={t`Editar sesión`}>
      {session === null ? (
        <>
          <Text>{t`Esta sesión no está en este dispositivo.`}</Text>
          <Button alignSelf="flex-start" variant="outline" onClick={() => onClose()}>
            {t`Volver`}
          </Button>
        </>
      ) : (
        <SessionForm
          lookups={lookups}
          start={{ kind: 'edit', fields: session }}
          draftKey={draftKey(session.id)}
          save={async (fields) => {
            await updateSession(session.id, fields, user)
            saved.current = session.id
          }}
          savedMessage={t`Guardado en el dispositivo`}
          onClose={() => onClose(saved.current)}
        />
      )}
    </Page>
  )
}
