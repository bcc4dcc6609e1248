import { Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useLiveQuery } from 'dexie-react-hooks'
import { PAGE_SIZE_MAX, type Page as ListPage } from '../../../domain/lists/list-params'
import { activeStudentsOwner } from '../../../domain/service-sessions/active-students-cache'
import type { ServiceSession } from '../../../domain/service-sessions/types'
import { db } from '../../../db/database'
import { fromServer, type LocalServiceSession } from '../../../db/local-session'
import { apiJson } from '../../../sync/api-client'
import type { ActiveStudentsMode } from '../../../sync/active-students'
import { Loader } from '../../../components/loader'
import { useQuery } from '@tanstack/react-query'
import { SessionCard } from '../day/SessionCard'
import { useSessionLookups, type SessionLookups } from '../lookups'
import { useSessionsBetween } from '../queries'

/**
 * A referral's sessions, for the referral view of "Estudiantes activos" and "Supervisiones": a
 * provider reads her own from the device (offline too); a supervisor reads the supervisee's
 * from the server, and says so when offline.
 */
export function ReferralSessions({ mode, viewerId, referralId, providerId }: { mode: ActiveStudentsMode; viewerId: number; referralId: number; providerId: number | null }) {
  const owner = activeStudentsOwner(mode, viewerId)
  const ownLookups = useSessionLookups(viewerId)
  const supervisedStudents = useLiveQuery(() => (mode === 'supervisor' ? db.activeStudents.where('owner').equals(owner).toArray() : []), [mode, owner])
  if (!ownLookups || !supervisedStudents) return <Loader type="inline" />
  // A supervisor names the supervisee's students from the supervision list.
  const lookups: SessionLookups = mode === 'supervisor' ? { ...ownLookups, students: supervisedStudents } : ownLookups
  if (mode === 'provider') return <OwnSessions providerId={viewerId} referralId={referralId} lookups={lookups} />
  return providerId === null ? null : <SuperviseeSessions providerId={providerId} referralId={referralId} lookups={lookups} />
}

function OwnSessions({ providerId, referralId, lookups }: { providerId: number; referralId: number; lookups: SessionLookups }) {
  const all = useSessionsBetween(providerId, '0000-01-01', '9999-12-31')
  return all ? <SessionsOf sessions={all.filter((session) => !session.deleted)} referralId={referralId} lookups={lookups} /> : <Loader type="inline" />
}

const NEWEST_FIRST = '-date'

function SuperviseeSessions({ providerId, referralId, lookups }: { providerId: number; referralId: number; lookups: SessionLookups }) {
  const { t } = useLingui()
  // The supervisee's latest sessions, one page of the most the list gives (newest first).
  const query = new URLSearchParams({ provider_id: String(providerId), page_size: String(PAGE_SIZE_MAX), sort: NEWEST_FIRST })
  const remote = useQuery({ queryKey: ['service-sessions', 'student', query], queryFn: () => apiJson<ListPage<ServiceSession>>(`/service-sessions?${query}`) })
  if (remote.data) return <SessionsOf sessions={remote.data.items.map(fromServer)} referralId={referralId} lookups={lookups} />
  if (remote.isPending) return <Loader type="inline" />
  return <Text role="status">{t`Sin conexión: las sesiones de los supervisados se leen del servidor.`}</Text>
}

function SessionsOf({ sessions, referralId, lookups }: { sessions: LocalServiceSession[]; referralId: number; lookups: SessionLookups }) {
  const { t } = useLingui()
  // Newest first: the last session is what a person looks for before the next one.
  const mine = sessions
    .filter((session) => session.visits.some((visit) => visit.referral_id === referralId))
    .sort((a, b) => b.date.localeCompare(a.date) || b.time.localeCompare(a.time))
  if (mine.length === 0) return <Text color="fg.muted">{t`Aún no hay sesiones con este estudiante.`}</Text>
  return (
    <Stack as="section" aria-label={t`Sesiones del estudiante`} gap="3">
      {mine.map((session) => (
        <SessionCard key={session.id} session={session} lookups={lookups} showDate />
      ))}
    </Stack>
  )
}
