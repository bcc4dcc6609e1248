import { Alert, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { showSnackbar } from '../../components/snackbar'
import type { DownloadItem, FileInfo } from '../../domain/downloads/types'
import { canAnywhere } from '../../domain/permissions/permissions'
import { useSession } from '../../kit/session/use-session'
import { Breadcrumbs } from './Breadcrumbs'
import { FileInfoDialog } from './FileInfoDialog'
import { FolderTree } from './FolderTree'
import { ItemsTable, type ItemAction } from './ItemsTable'
import { MoveDialog } from './MoveDialog'
import { NameDialog } from './NameDialog'
import { useDownloadsBrowser } from './use-downloads-browser'

type Open = { kind: 'new-folder' } | { kind: 'rename' | 'move' | 'delete'; item: DownloadItem } | { kind: 'info'; info: FileInfo } | null

/**
 * /downloads (spec §2 downloads browser): the company's shared documents under "Recursos". Any
 * staff member browses and downloads; with downloads.manage she also creates folders, uploads,
 * renames, moves and deletes (the server checks the same).
 */
export function DownloadsScreen({ path, onNavigate }: { path: string; onNavigate: (path: string) => void }) {
  const { t } = useLingui()
  const session = useSession()
  const browser = useDownloadsBrowser(path)
  const [open, setOpenState] = useState<Open>(null)
  // A new dialog starts without the last action's error.
  const setOpen = (next: Open) => {
    if (next) browser.clearError()
    setOpenState(next)
  }
  const fileInput = useRef<HTMLInputElement>(null)
  const user = session?.user
  const canManage = Boolean(user && canAnywhere({ permissions: user.permissions ?? [], customer_permissions: user.customer_permissions ?? [] }, 'downloads.manage'))
  const folders = browser.tree.data?.folders ?? []

  // Errors are already in the browser's state and shown above; a caught action only stops here.
  const quietly = (action: Promise<unknown>) => action.catch(() => undefined)

  async function act(action: ItemAction, item: DownloadItem) {
    if (action === 'open') return onNavigate(item.path)
    if (action === 'download') {
      const link = await browser.fileUrl(item.path)
      const anchor = document.createElement('a')
      anchor.href = link.url
      anchor.download = link.filename
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a link attribute, not words
      anchor.rel = 'noopener'
      document.body.append(anchor)
      anchor.click()
      anchor.remove()
      return
    }
    if (action === 'info') return setOpen({ kind: 'info', info: await browser.fileInfo(item.path) })
    setOpen({ kind: action, item })
  }

  async function upload(files: FileList | null) {
    if (!files || files.length === 0) return
    const chosen = [...files]
    if (fileInput.current) fileInput.current.value = ''
    const answer = await browser.upload(chosen)
    showSnackbar(t`Archivos subidos: ${answer.items.length}`, 'success')
  }

  return (
    <Page
      title={t`Recursos`}
      actions={
        canManage ? (
          <HStack>
            <Button variant="outline" onClick={() => setOpen({ kind: 'new-folder' })}>{t`Nueva carpeta`}</Button>
            <Button colorPalette="brand" onClick={() => fileInput.current?.click()} loading={browser.progress !== null} loadingText={t`Subiendo…`}>
              {t`Subir archivos`}
            </Button>
            <input ref={fileInput} type="file" multiple hidden aria-label={t`Archivos para subir`} onChange={(event) => void quietly(upload(event.target.files))} />
          </HStack>
        ) : null
      }
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="6" align="start">
        <FolderTree folders={folders} current={browser.folder.data?.path ?? path} onOpen={onNavigate} />
        <Stack gap="4" flex="1" minW="0" w="full">
          <Breadcrumbs path={browser.folder.data?.path ?? path} onOpen={onNavigate} />
          {browser.error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{browser.error}</Alert.Title>
            </Alert.Root>
          ) : null}
          {browser.progress !== null ? (
            <Stack gap="1">
              <Text textStyle="sm">{t`Subiendo archivos… ${Math.round(browser.progress * 100)} %`}</Text>
              <chakra.progress value={browser.progress} max={1} width="full" height="2" accentColor="brand.solid" aria-label={t`Progreso de la subida`} />
            </Stack>
          ) : null}
          {browser.folder.isPending ? (
            <Loader />
          ) : browser.folder.data ? (
            <ItemsTable items={browser.folder.data.items} canManage={canManage} onAction={(action, item) => void quietly(act(action, item))} />
          ) : null}
          {browser.folder.data?.truncated ? <Text color="fg.muted">{t`La carpeta tiene más elementos de los que se muestran.`}</Text> : null}
        </Stack>
      </Stack>

      {open?.kind === 'new-folder' ? (
        <NameDialog title={t`Nueva carpeta`} label={t`Nombre de la carpeta`} initial="" saveLabel={t`Crear`} onSave={browser.createFolder} onClose={() => setOpen(null)} error={browser.error} />
      ) : null}
      {open?.kind === 'rename' ? (
        <NameDialog
          title={t`Renombrar "${open.item.name}"`}
          label={t`Nuevo nombre`}
          initial={open.item.name}
          saveLabel={t`Renombrar`}
          onSave={(name) => browser.rename(open.item.path, open.item.type, name)}
          onClose={() => setOpen(null)}
          error={browser.error}
        />
      ) : null}
      {open?.kind === 'move' ? (
        <MoveDialog item={open.item} folders={folders} onMove={(destination) => browser.move(open.item.path, open.item.type, destination)} onClose={() => setOpen(null)} error={browser.error} />
      ) : null}
      {open?.kind === 'info' ? <FileInfoDialog info={open.info} onClose={() => setOpen(null)} /> : null}
      <IrreversibleConfirm
        open={open?.kind === 'delete'}
        subject={open?.kind === 'delete' ? (open.item.type === 'folder' ? t`Eliminar la carpeta "${open.item.name}" y todo su contenido` : t`Eliminar "${open.item.name}"`) : undefined}
        onConfirm={() => (open?.kind === 'delete' ? quietly(browser.remove(open.item.path, open.item.type)).then(() => undefined) : Promise.resolve())}
        onClose={() => setOpen(null)}
      />
    </Page>
  )
}
