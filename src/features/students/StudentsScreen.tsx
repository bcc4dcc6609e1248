import { Button, Field, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-params'
import { canAnywhere } from '../../domain/permissions/permissions'
import type { StudentListItem } from '../../domain/students/types'
import { Page } from '../../components/page'
import { PlainSelect } from '../../components/plain-select'
import { isoToDisplayDate } from '../../domain/formats/formats'
import { useSession } from '../../kit/session/use-session'
import { useCustomersWith } from '../../kit/lookups/list-customers'
import { nextSort } from '../../kit/office/list-search'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { SearchBox } from '../../kit/office/SearchBox'
import { useDownload } from '../../kit/office/use-download'
import { useStudents } from './api/list-students'
import { studentRecordsOfPage } from './api/student-record'
import { NewStudentDialog } from './NewStudentDialog'
import { STUDENTS_DEFAULT_SORT, type StudentsSearch } from './students-search'

const route = getRouteApi('/students/')

const fullName = (student: Pick<StudentListItem, 'first_name' | 'last_name' | 'second_last_name'>) =>
  [student.first_name, student.last_name, student.second_last_name].filter(Boolean).join(' ')

/**
 * /students: the office's student list. Its whole state (search, sort, filter, page) is in the
 * address, so the filtered page can be shared as a link and the back button returns to it.
 */
export function StudentsScreen() {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/students/' })
  const students = useStudents(search)
  const customers = useCustomersWith('students.read')
  const user = useSession()?.user
  // Creating needs students.write somewhere; the server checks it again for the chosen region.
  const canCreate = Boolean(user && canAnywhere({ permissions: user.permissions, customer_permissions: user.customer_permissions }, 'students.write'))
  const [creating, setCreating] = useState(false)
  const { download, downloading } = useDownload()
  // A new search, filter or sort starts again at page 1.
  const change = (next: Partial<StudentsSearch>) => void navigate({ search: (previous) => ({ ...previous, page: undefined, ...next }) })
  const columns: OfficeColumn<StudentListItem>[] = [
    {
      id: 'name',
      header: t`Nombre`,
      sortable: true,
      cell: (row) => (
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link to="/students/$studentId" params={{ studentId: String(row.id) }}>
            {fullName(row)}
          </Link>
        </ChakraLink>
      ),
    },
    { id: 'sie_number', header: t`Número SIE`, sortable: true, cell: (row) => row.sie_number },
    { id: 'birth_date', header: t`Fecha de nacimiento`, sortable: true, cell: (row) => isoToDisplayDate(row.birth_date) },
    { id: 'location', header: t`Escuela`, sortable: true, cell: (row) => row.location_name ?? '—' },
    { id: 'customer', header: t`Región`, cell: (row) => row.customer_name ?? '—' },
    { id: 'grade', header: t`Grado`, cell: (row) => row.grade_name ?? '—' },
    { id: 'active_referrals', header: t`Referidos activos`, numeric: true, cell: (row) => row.active_referrals },
  ]
  return (
    <Page
      title={t`Estudiantes`}
      actions={
        canCreate ? (
          <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>
            {t`Nuevo estudiante`}
          </Button>
        ) : null
      }
    >
      {creating ? <NewStudentDialog onClose={() => setCreating(false)} /> : null}
      <Stack gap="4">
        <HStack gap="4" wrap="wrap" align="end">
          <SearchBox key={search.q ?? ''} value={search.q ?? ''} label={t`Buscar estudiante`} placeholder={t`Nombre o número SIE`} onSearch={(q) => change({ q: q || undefined })} />
          <Field.Root maxW="xs">
            <Field.Label>{t`Región`}</Field.Label>
            <PlainSelect value={search.customer_id ?? ''} onChange={(event) => change({ customer_id: event.currentTarget.value ? Number(event.currentTarget.value) : undefined })}>
              <option value="">{t`Todas`}</option>
              {(customers.data ?? []).map((customer) => (
                <option key={customer.id} value={customer.id}>
                  {customer.name}
                </option>
              ))}
            </PlainSelect>
          </Field.Root>
          <Button variant="outline" loading={downloading} loadingText={t`Descargando…`} onClick={() => void download(...studentRecordsOfPage(search, search.page ?? 1))}>
            {t`Expedientes de esta página (PDF)`}
          </Button>
        </HStack>
        <OfficeTable
          caption={t`Estudiantes`}
          columns={columns}
          data={students.data}
          error={students.error}
          loading={students.isFetching}
          onRetry={() => void students.refetch()}
          rowKey={(row) => String(row.id)}
          rowLabel={fullName}
          rowActions={(row) => [{ label: t`Abrir`, onSelect: () => void navigate({ to: '/students/$studentId', params: { studentId: String(row.id) } }) }]}
          sort={search.sort}
          defaultSort={STUDENTS_DEFAULT_SORT}
          onSort={(field) => change({ sort: nextSort(search.sort, STUDENTS_DEFAULT_SORT, field) })}
          page={search.page ?? 1}
          pageSize={search.page_size ?? PAGE_SIZE_DEFAULT}
          onPage={(page) => void navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }) })}
          empty={search.q ? t`Ningún estudiante coincide con la búsqueda.` : t`No hay estudiantes.`}
        />
      </Stack>
    </Page>
  )
}
