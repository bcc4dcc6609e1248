import { Alert, Button, chakra, HStack, IconButton, Menu, Portal, Text } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table'
import { useMemo, useRef, useState, type ReactNode } from 'react'
import type { Page } from '../../domain/lists/list-params'
import { Loader } from '../../components/loader'
import { ScrollRegion } from '../../components/scroll-region'
import { describeError } from '../errors/describe-error'
import { parseSort } from './list-search'
import { useLongPress } from './use-long-press'

/** A column of an office list; `sortable` columns are sorted by the server under their `id`. */
export interface OfficeColumn<TRow> {
  id: string
  header: string
  cell: (row: TRow) => ReactNode
  sortable?: boolean
  numeric?: boolean
}

export interface RowAction {
  label: string
  onSelect: () => void
}

export interface OfficeTableProps<TRow> {
  caption: string
  columns: ReadonlyArray<OfficeColumn<TRow>>
  /** The list query's state (TanStack Query). */
  data: Page<TRow> | undefined
  error: unknown
  loading: boolean
  onRetry: () => void
  rowKey: (row: TRow) => string
  /** A label naming the row, for its actions button ("Acciones de …"). */
  rowLabel: (row: TRow) => string
  rowActions?: (row: TRow) => RowAction[]
  sort: string | undefined
  defaultSort: string
  onSort: (field: string) => void
  page: number
  pageSize: number
  onPage: (page: number) => void
  /** Shown when the list is empty (nothing matches). */
  empty: ReactNode
}

const Table = chakra('table', { base: { width: 'full', textStyle: 'sm', borderCollapse: 'collapse' } })
const HeaderCell = chakra('th', { base: { textAlign: 'start', fontWeight: 'medium', color: 'fg.muted', px: '3', py: '2', borderBottomWidth: '1px', whiteSpace: 'nowrap' } })
const Cell = chakra('td', { base: { px: '3', py: '2', borderBottomWidth: '1px', verticalAlign: 'top' } })
const SortButton = chakra('button', { base: { display: 'inline-flex', gap: '1', alignItems: 'center', fontWeight: 'medium', cursor: 'pointer', borderRadius: 'sm', focusVisibleRing: 'outside' } })

/**
 * The office list table (docs/office-console.md): TanStack Table (headless) drawn with the kit.
 * The server sorts and pages (manual mode); headers are buttons with aria-sort, every row's
 * actions are a real button (keyboard) and a long press on touch screens; loading, error and
 * empty states are part of the table so every list shows them the same way.
 */
export function OfficeTable<TRow>(props: OfficeTableProps<TRow>) {
  const { t, i18n } = useLingui()
  const { data, columns, sort, defaultSort, rowActions } = props
  const active = parseSort(sort, defaultSort)
  const sorting: SortingState = [{ id: active.field, desc: active.direction === 'desc' }]
  const columnDefs = useMemo<ColumnDef<TRow>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        cell: (context) => column.cell(context.row.original),
        meta: { numeric: column.numeric },
      })),
    [columns],
  )
  // TanStack Table's instance is not memoizable by the React Compiler (it warns and skips this
  // component); the table is small and redrawn from props, so nothing stale can show.
  const table = useReactTable({
    data: data?.items ?? [],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: props.rowKey,
    manualSorting: true,
    manualPagination: true,
    rowCount: data?.total ?? 0,
    state: { sorting, pagination: { pageIndex: props.page - 1, pageSize: props.pageSize } },
  })

  if (props.error && !data) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{describeError(i18n, props.error)}</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={props.onRetry}>
          {t`Reintentar`}
        </Button>
      </Alert.Root>
    )
  }
  const pages = Math.max(1, table.getPageCount())
  const total = data?.total ?? 0
  return (
    <chakra.div display="flex" flexDirection="column" gap="3">
      <ScrollRegion label={props.caption} borderWidth="1px" borderRadius="md" position="relative" aria-busy={props.loading}>
        <Table aria-label={props.caption}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  const column = columns.find((candidate) => candidate.id === header.id)
                  return (
                    <HeaderCell key={header.id} scope="col" textAlign={column?.numeric ? 'end' : undefined} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                      {/* Our columns render their own cells (no accessor), so sortability is ours to say, not the table's. */}
                      {column?.sortable ? (
                        <SortButton type="button" onClick={() => props.onSort(header.id)}>
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                        </SortButton>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </HeaderCell>
                  )
                })}
                {rowActions ? (
                  <HeaderCell scope="col">
                    <chakra.span srOnly>{t`Acciones`}</chakra.span>
                  </HeaderCell>
                ) : null}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <TableRow key={row.id} label={props.rowLabel(row.original)} actions={rowActions?.(row.original)}>
                {row.getVisibleCells().map((cell) => {
                  const column = columns.find((candidate) => candidate.id === cell.column.id)
                  // The column's own function, called: through flexRender a screen's new column
                  // array on each render made every cell a new component type, remounting its
                  // buttons (a click or the keyboard focus landing on a detached one was lost).
                  return (
                    <Cell key={cell.id} textAlign={column?.numeric ? 'end' : undefined}>
                      {column?.cell(row.original)}
                    </Cell>
                  )
                })}
              </TableRow>
            ))}
          </tbody>
        </Table>
        {!data ? (
          <chakra.div p="6" display="flex" justifyContent="center">
            <Loader type="inline" />
          </chakra.div>
        ) : total === 0 ? (
          <chakra.div p="6" color="fg.muted" textAlign="center">
            {props.empty}
          </chakra.div>
        ) : null}
      </ScrollRegion>
      {data ? (
        <HStack justify="space-between" wrap="wrap" gap="3" as="nav" aria-label={t`Páginas`}>
          <Text color="fg.muted" role="status">
            {t`${plural(total, { one: '# resultado', other: '# resultados' })} · Página ${props.page} de ${pages}`}
          </Text>
          <HStack gap="2">
            <Button size="sm" variant="outline" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
              {t`Anterior`}
            </Button>
            <Button size="sm" variant="outline" disabled={props.page >= pages} onClick={() => props.onPage(props.page + 1)}>
              {t`Siguiente`}
            </Button>
          </HStack>
        </HStack>
      ) : null}
    </chakra.div>
  )
}

/**
 * A row; with actions, a menu button at its end that a long press on a touch screen also opens.
 *
 * The chosen action runs once the menu has gone, with the focus on the menu's button, never while
 * the menu closes: an action that opens a dialog would otherwise see the menu's focus return land
 * outside the dialog, and the dialog would close at once. The dialog opens from the row's button,
 * and gives the focus back to it (ClosableDialog).
 */
function TableRow({ label, actions, children }: { label: string; actions: RowAction[] | undefined; children: ReactNode }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const chosen = useRef<RowAction | null>(null)
  const button = useRef<HTMLButtonElement>(null)
  const longPress = useLongPress(() => setOpen(true))
  if (!actions?.length) return <tr>{children}</tr>

  function runChosen() {
    const action = chosen.current
    chosen.current = null
    if (!action) return
    // After the menu's own focus handling (a microtask after it closes), and from its button: a
    // pointer's choice may leave the focus on the body, and a dialog gives it back to its opener.
    setTimeout(() => {
      button.current?.focus({ preventScroll: true })
      action.onSelect()
    }, 0)
  }

  return (
    <tr {...longPress} data-actions-open={open || undefined}>
      {children}
      <Cell textAlign="end">
        <Menu.Root open={open} onOpenChange={(details) => setOpen(details.open)} onExitComplete={runChosen} positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <IconButton ref={button} size="xs" variant="ghost" aria-label={t`Acciones de ${label}`}>
              <span aria-hidden="true">⋮</span>
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {actions.map((action) => (
                  <Menu.Item key={action.label} value={action.label} onSelect={() => (chosen.current = action)}>
                    {action.label}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Cell>
    </tr>
  )
}
