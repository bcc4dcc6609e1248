import { Button, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { ActiveStudentsMode } from '../../sync/active-students'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { PlainSelect } from '../../components/plain-select'
import { TabBar } from '../../components/tab-bar'
import { describeError } from '../../kit/errors/describe-error'
import { formatDateTimeInWords } from '../../kit/words/format-date'
import { filterChoices, inTab, visibleStudents } from './student-filters'
import { StudentList } from './StudentList'
import { useActiveStudents } from './use-active-students'
import { readStudentsView, saveStudentsView, type StudentsTab, type StudentsView } from './view-preferences'

/**
 * Active students (spec §2, §4, §6): the provider's own (provider mode) or the students of the
 * providers a supervisor supervises (supervisor mode), by tab and filters that are remembered.
 */
export function ActiveStudents({ mode, ownerId, title }: { mode: ActiveStudentsMode; ownerId: number; title: string }) {
  const [view, setView] = useState<StudentsView | null>(null)
  useEffect(() => {
    let current = true
    void readStudentsView(mode).then((stored) => current && setView(stored))
    return () => {
      current = false
    }
  }, [mode])
  if (!view) return <Loader />
  return <StudentsScreen mode={mode} ownerId={ownerId} title={title} initialView={view} />
}

function StudentsScreen({ mode, ownerId, title, initialView }: { mode: ActiveStudentsMode; ownerId: number; title: string; initialView: StudentsView }) {
  const { t, i18n } = useLingui()
  const [view, setView] = useState(initialView)
  const [search, setSearch] = useState('')
  const { students, fetchedAt, loading, problem, refresh } = useActiveStudents(mode, ownerId)

  function change(next: Partial<StudentsView>) {
    const updated = { ...view, ...next }
    setView(updated)
    void saveStudentsView(mode, updated)
  }

  const all = students ?? []
  // Lists cached before entries carried the provider's name fall back to the id.
  const names = new Map(all.map((student) => [student.provider_id, student.provider_name]))
  const providerName = (id: number) => names.get(id) || t`Proveedor ${id}`
  const tabStudents = inTab(all, view.tab)
  // The count is of the tab on screen; "X de N" only when a filter or the search leaves some out.
  const total = tabStudents.length
  const choices = filterChoices(tabStudents, providerName)
  const shown = visibleStudents(all, view, search, providerName)
  const shownCount = shown.length
  const [filtersOpen, setFiltersOpen] = useState(false)
  const savedAt = fetchedAt ? formatDateTimeInWords(new Date(fetchedAt).toISOString()) : null
  const tabs = [
    { value: 'therapy' as const, label: t`Terapias` },
    { value: 'evaluation' as const, label: t`Evaluaciones` },
  ]
  const selectValue = (id: number | null, options: Array<{ id: number }>) => (id !== null && options.some((option) => option.id === id) ? String(id) : '')
  const chosenId = (raw: string) => (raw === '' ? null : Number(raw))

  return (
    <Page
      title={title}
      actions={
        <Button variant="outline" colorPalette="brand" loading={loading} loadingText={t`Actualizando…`} onClick={refresh}>
          {t`Actualizar`}
        </Button>
      }
    >
      {problem?.kind === 'offline' ? (
        <Text role="status" bg="gray.100" borderRadius="md" px="4" py="2">
          {savedAt ? t`Sin conexión: lista guardada el ${savedAt}` : t`Sin conexión: aún no hay una lista guardada en este dispositivo.`}
        </Text>
      ) : problem?.kind === 'error' ? (
        <Text role="alert" bg="danger.subtle" color="danger.fg" borderRadius="md" px="4" py="2">
          {describeError(i18n, problem.error)}
        </Text>
      ) : null}
      <TabBar label={t`Tipo de servicio`} tabs={tabs} value={view.tab} onChange={(tab: StudentsTab) => change({ tab })} />
      {/* On a phone the filters fold away, so the students are the first thing on screen. */}
      <Button hideFrom="md" alignSelf="flex-start" variant="outline" size="sm" aria-expanded={filtersOpen} aria-controls="student-filters" onClick={() => setFiltersOpen(!filtersOpen)}>
        {filtersOpen ? t`Ocultar filtros` : t`Filtros y búsqueda`}
      </Button>
      <SimpleGrid id="student-filters" display={{ base: filtersOpen ? 'grid' : 'none', md: 'grid' }} columns={{ base: 1, md: mode === 'supervisor' ? 4 : 3 }} gap="3">
        <Field.Root>
          <Field.Label>{t`Servicio`}</Field.Label>
          <PlainSelect value={selectValue(view.serviceId, choices.services)} onChange={(event) => change({ serviceId: chosenId(event.target.value) })}>
            <option value="">{t`Todos`}</option>
            {choices.services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.name}
              </option>
            ))}
          </PlainSelect>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t`Localidad`}</Field.Label>
          <PlainSelect value={selectValue(view.locationId, choices.locations)} onChange={(event) => change({ locationId: chosenId(event.target.value) })}>
            <option value="">{t`Todas`}</option>
            {choices.locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </PlainSelect>
        </Field.Root>
        {mode === 'supervisor' ? (
          <Field.Root>
            <Field.Label>{t`Proveedor`}</Field.Label>
            <PlainSelect value={selectValue(view.providerId, choices.providers)} onChange={(event) => change({ providerId: chosenId(event.target.value) })}>
              <option value="">{t`Todos`}</option>
              {choices.providers.map((provider) => (
                <option key={provider.id} value={provider.id}>
                  {provider.name}
                </option>
              ))}
            </PlainSelect>
          </Field.Root>
        ) : null}
        <Field.Root>
          <Field.Label>{t`Buscar`}</Field.Label>
          <Input type="search" value={search} placeholder={t`Nombre o número de referido`} onChange={(event) => setSearch(event.target.value)} />
        </Field.Root>
      </SimpleGrid>
      {students === undefined ? (
        <Loader type="inline" />
      ) : (
        <Stack gap="2">
          <Text color="fg.muted" textStyle="sm" data-testid="students-count">
            {shownCount === total
              ? plural(total, { one: '# estudiante', other: '# estudiantes' })
              : t`${shownCount} de ${plural(total, { one: '# estudiante', other: '# estudiantes' })}`}
          </Text>
          {shown.length === 0 ? (
            <Text color="fg.muted" borderWidth="1px" borderRadius="lg" px="4" py="8" textAlign="center">
              {all.length === 0
                ? mode === 'supervisor'
                  ? t`Los proveedores que supervisa no tienen estudiantes activos.`
                  : t`No tiene estudiantes activos.`
                : total === 0
                  ? t`No hay estudiantes en esta pestaña.`
                  : t`No hay estudiantes con estos filtros.`}
            </Text>
          ) : (
            <StudentList students={shown} label={t`Estudiantes`} mode={mode} />
          )}
        </Stack>
      )}
    </Page>
  )
}
