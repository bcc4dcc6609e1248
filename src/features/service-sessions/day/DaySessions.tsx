import { Button, chakra, Field, Input, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { expectedSessions, PENDING_LOOKBACK_DAYS, pendingSessions } from '../../../domain/referrals/expected-sessions'
import { addDays } from '../../../domain/rules/dates'
import { companyToday } from '../../../domain/rules/company-time'
import type { CurrentUser } from '../../../domain/schemas/auth'
import type { LocalServiceSession } from '../../../db/local-session'
import { Loader } from '../../../components/loader'
import { Page } from '../../../components/page'
import { IrreversibleConfirm } from '../../../kit/dialogs/IrreversibleConfirm'
import { showSnackbar } from '../../../components/snackbar'
import { describeError } from '../../../kit/errors/describe-error'
import { formatDateInWords, formatLongDate } from '../../../kit/words/format-date'
import { summarizeSession } from '../session-summary'
import { AttentionDialog } from '../attention/AttentionDialog'
import { deleteSession } from '../commands'
import { useSessionLookups } from '../lookups'
import { useDaySessions, useProviderReferrals, useSessionsBetween } from '../queries'
import { ExpectedSessions } from './ExpectedSessions'
import type { DaySearch } from './day-search'
import { shownDay } from './shown-day'
import { SessionCard } from './SessionCard'
import { SessionFormPage } from './SessionFormPage'

interface DaySessionsProps {
  user: CurrentUser & { provider_id: number }
  search: DaySearch
  onSearch: (search: DaySearch) => void
}

/**
 * /provider/service-sessions: the day (today unless another day is chosen) as her referrals'
 * schedules expect it and as recorded, and the form.
 */
export function DaySessions({ user, search, onSearch }: DaySessionsProps) {
  const today = companyToday()
  const date = shownDay(search.date, today)
  const lookups = useSessionLookups(user.provider_id)
  if (search.form) {
    const expected = search.schedule !== undefined ? { scheduleId: search.schedule, date } : undefined
    return lookups ? (
      <SessionFormPage user={user} lookups={lookups} formId={search.form} referralId={search.student} expected={expected} onClose={(saved) => onSearch({ date: search.date, saved })} />
    ) : (
      <Loader />
    )
  }
  return <DayList user={user} date={date} today={today} onSearch={onSearch} lookups={lookups} saved={search.saved} />
}

function DayList({
  user,
  date,
  today,
  onSearch,
  lookups,
  saved,
}: {
  saved?: string
  user: DaySessionsProps['user']
  date: string
  today: string
  onSearch: DaySessionsProps['onSearch']
  lookups: ReturnType<typeof useSessionLookups>
}) {
  const { t, i18n } = useLingui()
  const sessions = useDaySessions(user.provider_id, date)
  const referrals = useProviderReferrals(user.provider_id)
  // The day starts from the schedule: what it expects, each marked once a session covers it.
  const expected = useMemo(() => (referrals && sessions ? expectedSessions(referrals, date, sessions) : undefined), [referrals, sessions, date])
  // …and what earlier days' schedules expected and nothing recorded yet: pending until recorded
  // (given, or as not given with its reason).
  const earlier = useSessionsBetween(user.provider_id, addDays(date, -PENDING_LOOKBACK_DAYS), addDays(date, -1))
  const pending = useMemo(
    () => (referrals && earlier ? pendingSessions(referrals, date, earlier.filter((session) => !session.deleted)) : undefined),
    [referrals, earlier, date],
  )
  const pendingCount = pending?.length ?? 0
  const [reviewing, setReviewing] = useState(false)
  const dayName = formatLongDate(date)
  const drawn = sessions !== undefined && lookups !== undefined
  // After a save the new (or changed) card is brought to the middle of the screen, clear of the
  // snackbar and the bottom bar, and marked for a moment.
  useEffect(() => {
    if (!saved || !drawn) return
    document.querySelector(`[data-session-id="${saved}"]`)?.scrollIntoView?.({ block: 'center' })
  }, [saved, drawn])

  const [deleting, setDeleting] = useState<LocalServiceSession | null>(null)
  // The session a delete confirmation names: its day, time, place and students.
  function describeSession(session: LocalServiceSession, known: NonNullable<typeof lookups>) {
    const summary = summarizeSession(session, known, i18n)
    const day = formatDateInWords(session.date)
    const time = session.time
    const place = summary.location
    return t`Sesión del ${day} a las ${time} en ${place}`
  }

  async function remove(session: LocalServiceSession) {
    try {
      await deleteSession(session.id, user)
      showSnackbar(t`Eliminación guardada en el dispositivo`, 'success')
    } catch (error) {
      showSnackbar(describeError(i18n, error), 'error')
    }
  }

  return (
    <Page
      title={date === today ? t`Sesiones de hoy` : t`Sesiones del día`}
      actions={
        <Button colorPalette="brand" onClick={() => onSearch({ date: date === today ? undefined : date, form: 'new' })}>
          {t`Registrar sesión`}
        </Button>
      }
    >
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'flex-end' }} justify="space-between">
        <Text textStyle="lg" fontWeight="medium">
          {dayName}
        </Text>
        <Field.Root maxW="56">
          <Field.Label>{t`Día`}</Field.Label>
          <Input
            type="date"
            value={date}
            max={today}
            onChange={(event) => event.target.value && onSearch({ date: event.target.value === today ? undefined : event.target.value })}
          />
        </Field.Root>
      </Stack>
      {pending && pending.length > 0 && lookups ? (
        // Folded: two weeks of a full caseload can be dozens; the count says whether to open it.
        <chakra.details borderWidth="1px" borderRadius="lg" px="4" py="2" bg="bg.muted">
          <chakra.summary cursor="pointer" minH="11" py="2" fontWeight="medium">
            {t`Sesiones de días anteriores sin registrar: ${pendingCount}`}
          </chakra.summary>
          <ExpectedSessions
            heading={t`Pendientes de días anteriores`}
            withDate
            expected={pending}
            lookups={lookups}
            onRecord={(entry) => onSearch({ date: entry.date, form: 'new', student: entry.slot.referral_id, schedule: entry.slot.id })}
          />
        </chakra.details>
      ) : null}
      {expected && lookups ? (
        <ExpectedSessions
          expected={expected}
          lookups={lookups}
          onRecord={(entry) => onSearch({ date: date === today ? undefined : date, form: 'new', student: entry.slot.referral_id, schedule: entry.slot.id })}
        />
      ) : null}
      {!sessions || !lookups ? (
        <Loader type="inline" />
      ) : sessions.length === 0 ? (
        <Text color="fg.muted" borderWidth="1px" borderRadius="lg" px="4" py="8" textAlign="center">
          {t`No hay sesiones registradas este día.`}
        </Text>
      ) : (
        <Stack gap="3" aria-label={t`Sesiones`} as="section">
          {sessions.map((session) => (
            <SessionCard
              key={session.id}
              session={session}
              highlighted={session.id === saved}
              lookups={lookups}
              actions={{
                onEdit: () => onSearch({ date: date === today ? undefined : date, form: session.id }),
                onDelete: () => setDeleting(session),
                onReview: () => setReviewing(true),
              }}
            />
          ))}
        </Stack>
      )}
      {reviewing ? <AttentionDialog user={user} onClose={() => setReviewing(false)} /> : null}
      <IrreversibleConfirm
        open={deleting !== null}
        subject={deleting && lookups ? describeSession(deleting, lookups) : undefined}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Page>
  )
}
