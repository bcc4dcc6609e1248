import { Button, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import type { CurrentUser } from '../../../domain/schemas/auth'
import { Loader } from '../../../components/loader'
import { Page } from '../../../components/page'
import { recordSession, updateSession } from '../commands'
import { draftKey } from '../drafts'
import { SessionForm } from '../form/SessionForm'
import { FormReadiness } from '../form/FormReadiness'
import type { SessionLookups } from '../lookups'
import { useLocalSession } from '../queries'

interface SessionFormPageProps {
  user: CurrentUser
  lookups: SessionLookups
  /** "new", or the id of the session to edit. */
  formId: string
  /** A new session for this referral's student (from the student list). */
  referralId?: number
  /** Back to the day; after a save, with the saved session's id (the list shows it). */
  onClose: (savedId?: string) => void
}

/** The session form as a screen: recording a new session or changing one on the device. */
export function SessionFormPage({ user, lookups, formId, referralId, onClose }: SessionFormPageProps) {
  const { t } = useLingui()
  const saved = useRef<string | undefined>(undefined)
  if (formId === 'new') {
    const student = lookups.students.find((candidate) => candidate.referral_id === referralId)
    return (
      <Page title={t`Registrar sesión`}>
        <FormReadiness lookups={lookups} />
        <SessionForm
          lookups={lookups}
          start={{ kind: 'new', student }}
          draftKey={draftKey(null, student?.referral_id)}
          save={async (fields) => {
            saved.current = await recordSession(fields, user)
          }}
          savedMessage={t`Guardado en el dispositivo`}
          onClose={() => onClose(saved.current)}
        />
      </Page>
    )
  }
  return <EditSessionPage user={user} lookups={lookups} id={formId} onClose={onClose} />
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
