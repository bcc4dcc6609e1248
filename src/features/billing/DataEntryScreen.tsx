import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { DataTable, type DataColumn } from '../../components/data-table'
import { Page } from '../../components/page'
import type { DataEntryChoice, PeriodStudent, PeriodVisit } from '../../domain/billing/api'
import { chooseLevel, DRILL_LEVELS, type DrillDown, type DrillLevel } from '../../domain/billing/drill-down'
import type { SessionVisit } from '../../domain/service-sessions/api'
import { capitalizeFirst, formatDate, formatMonthYear } from '../../kit/words/format-date'
import { useDataEntryChoices, useDataEntryLeaf, useUnreplacedVisits } from './api/data-entry'
import { addCounts } from '../../domain/billing/counts'
import { CountsRule } from './CountsRule'
import { QueryStatus } from '../../kit/office/QueryStatus'

const route = getRouteApi('/billing/visits-data-entry')

/** The levels chosen from lists (the view is chosen by its buttons), top first. */
const LIST_LEVELS = DRILL_LEVELS.slice(0, 4)

/**
 * /billing/visits-data-entry: month → customer → provider → service → visits or students, every
 * level in the address. Choosing a level (a row, or a crumb above) clears every level below it
 * (spec §2; chooseLevel in src/domain/billing/drill-down.ts).
 */
export function DataEntryScreen() {
  const { t } = useLingui()
  const drill = route.useSearch()
  const navigate = useNavigate({ from: '/billing/visits-data-entry' })
  const go = (next: DrillDown) => void navigate({ search: next })
  const depth = [drill.month, drill.customer_id, drill.provider_id, drill.service_id].filter((level) => level !== undefined).length
  const levelNames: Record<DrillLevel, string> = { month: t`Mes`, customer_id: t`Cliente`, provider_id: t`Proveedor`, service_id: t`Servicio`, view: t`Vista` }
  const crumbs = LIST_LEVELS.map((level) => [level, drill[level]] as const)
  return (
    <Page title={t`Entrada de visitas`}>
      <Stack gap="4">
        <HStack gap="2" wrap="wrap" aria-label={t`Niveles elegidos`}>
          <Button size="xs" variant="outline" onClick={() => go({})}>
            {t`Todos los meses`}
          </Button>
          {crumbs
            .filter(([, value]) => value !== undefined)
            .map(([level]) => (
              <Crumb key={level} drill={drill} level={level} label={levelNames[level]} onChoose={() => go(chooseLevel(drill, level, drill[level] as never))} />
            ))}
        </HStack>
        {depth < 4 ? (
          <Choices drill={drill} level={LIST_LEVELS[depth]!} caption={levelNames[LIST_LEVELS[depth]!]} onChoose={(level, value) => go(chooseLevel(drill, level, value as never))} />
        ) : (
          <Leaf drill={drill} onView={(view) => go(chooseLevel(drill, 'view', view))} />
        )}
      </Stack>
    </Page>
  )
}

/**
 * A chosen level's button, named as its list named it: the parent level's choices are read again
 * (from the query cache when the person drilled down here, from the server when she pasted a link).
 */
function Crumb({ drill, level, label, onChoose }: { drill: DrillDown; level: DrillLevel; label: string; onChoose: () => void }) {
  const parent = chooseLevel(drill, level, undefined)
  const choices = useDataEntryChoices(parent)
  const value = drill[level]
  const choice = choices.data?.find((candidate) => String(candidate.id) === String(value))
  const name = choice ? choiceName(level, choice) : level === 'month' ? monthName(String(value)) : String(value)
  return (
    <Button size="xs" variant="outline" onClick={onChoose}>
      {`${label}: ${name}`}
    </Button>
  )
}

function Choices({ drill, level, caption, onChoose }: { drill: DrillDown; level: DrillLevel; caption: string; onChoose: (level: DrillLevel, value: string | number) => void }) {
  const { t } = useLingui()
  const choices = useDataEntryChoices(drill)
  const columns: DataColumn<DataEntryChoice>[] = [
    {
      key: 'name',
      header: caption,
      cell: (row) => (
        <Button size="sm" variant="ghost" colorPalette="brand" onClick={() => onChoose(level, row.id)}>
          {choiceName(level, row)}
        </Button>
      ),
    },
    { key: 'visits', header: t`Visitas`, numeric: true, cell: (row) => row.visits },
  ]
  return (
    <QueryStatus query={choices}>
      {(rows) => <DataTable caption={caption} columns={columns} rows={rows} rowKey={(row) => String(row.id)} empty={<Text color="fg.muted">{t`No hay visitas registradas aquí.`}</Text>} />}
    </QueryStatus>
  )
}

function Leaf({ drill, onView }: { drill: DrillDown; onView: (view: 'visits' | 'students') => void }) {
  const { t } = useLingui()
  const leaf = useDataEntryLeaf(drill)
  const view = drill.view ?? 'visits'
  const visitColumns: DataColumn<PeriodVisit>[] = [
    { key: 'date', header: t`Fecha`, cell: (row) => `${formatDate(row.date)} ${row.time}` },
    { key: 'student', header: t`Estudiante`, cell: (row) => `${row.student_name} (${row.sie_number})` },
    { key: 'location', header: t`Localidad`, cell: (row) => row.location_name },
    { key: 'outcome', header: t`Resultado`, cell: (row) => row.visit_outcome_name },
  ]
  const studentColumns: DataColumn<PeriodStudent>[] = [
    { key: 'student', header: t`Estudiante`, cell: (row) => `${row.student_name} (${row.sie_number})` },
    { key: 'frequency', header: t`Frecuencia semanal`, numeric: true, cell: (row) => row.weekly_frequency },
    { key: 'expected', header: t`Debidas`, numeric: true, cell: (row) => row.expected },
    { key: 'recorded', header: t`Registradas`, numeric: true, cell: (row) => row.recorded },
    { key: 'missing', header: t`Faltan`, numeric: true, cell: (row) => row.missing },
    { key: 'extra', header: t`De más`, numeric: true, cell: (row) => row.extra },
  ]
  return (
    <Stack gap="3">
      <HStack gap="2" role="group" aria-label={t`Vista`}>
        <Button size="sm" variant={view === 'visits' ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={view === 'visits'} onClick={() => onView('visits')}>
          {t`Visitas`}
        </Button>
        <Button size="sm" variant={view === 'students' ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={view === 'students'} onClick={() => onView('students')}>
          {t`Estudiantes`}
        </Button>
      </HStack>
      <QueryStatus query={leaf}>
        {(data) => (
          <>
            {view === 'visits' ? (
              <DataTable caption={t`Visitas`} columns={visitColumns} rows={data.visits} rowKey={(row) => row.id} empty={<Text color="fg.muted">{t`No hay visitas registradas aquí.`}</Text>} />
            ) : (
              <Stack gap="2">
                <CountsRule counts={addCounts(data.students)} />
                <DataTable caption={t`Estudiantes`} columns={studentColumns} rows={data.students} rowKey={(row) => String(row.referral_id)} empty={<Text color="fg.muted">{t`Ningún estudiante con referido en vigor.`}</Text>} />
              </Stack>
            )}
            <Unreplaced drill={drill} students={data.students} />
          </>
        )}
      </QueryStatus>
    </Stack>
  )
}

/**
 * The provider's missed visits of this service and month still waiting for a make-up visit
 * (GET service-sessions/visits/unreplaced, the provider's; kept here to the level's referrals).
 */
function Unreplaced({ drill, students }: { drill: DrillDown; students: readonly PeriodStudent[] }) {
  const { t } = useLingui()
  const unreplaced = useUnreplacedVisits(drill.provider_id)
  const names = new Map(students.map((student) => [student.referral_id, `${student.student_name} (${student.sie_number})`]))
  const columns: DataColumn<SessionVisit>[] = [
    { key: 'date', header: t`Fecha`, cell: (row) => `${formatDate(row.date)} ${row.time}` },
    { key: 'student', header: t`Estudiante`, cell: (row) => names.get(row.referral_id) ?? '' },
  ]
  const ofLevel = (rows: readonly SessionVisit[]) => rows.filter((row) => names.has(row.referral_id) && row.date.startsWith(drill.month ?? ''))
  return (
    <Stack gap="2">
      <Text fontWeight="medium">{t`Ausencias sin reponer del proveedor`}</Text>
      <QueryStatus query={unreplaced}>
        {(page) => (
          <DataTable caption={t`Ausencias sin reponer`} columns={columns} rows={ofLevel(page.items)} rowKey={(row) => row.id} empty={<Text color="fg.muted">{t`Ninguna ausencia pendiente de reponer.`}</Text>} />
        )}
      </QueryStatus>
    </Stack>
  )
}

/** A month is named in words in the reader's language ("Octubre 2026"), never as its key "2026-10". */
function monthName(month: string): string {
  return /^\d{4}-\d{2}$/.test(month) ? capitalizeFirst(formatMonthYear(`${month}-01`)) : month
}

function choiceName(level: DrillLevel, choice: DataEntryChoice): string {
  return level === 'month' ? monthName(String(choice.id)) : choice.name
}
