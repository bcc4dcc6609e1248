import { Alert, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-params'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { showSnackbar } from '../../components/snackbar'
import { NetworkError } from '../../sync/api-errors'
import { SearchBox } from '../../kit/office/SearchBox'
import { describeError } from '../../kit/errors/describe-error'
import { ProblemAlert } from '../../kit/errors/PendingPage'
import { useBrowserOnline } from '../../kit/offline/use-sync-overview'
import { useDeleteGoalTemplate, useGoalTemplates, type GoalTemplate, type GoalTemplatesSearch } from './api/goal-templates'
import { GoalTemplateDialog } from './GoalTemplateDialog'

/**
 * /provider/config/goal-templates: the provider's own goal wordings, which she picks from when
 * writing a plan's goals. They live on the server only (not in the device's replica), so this
 * screen needs a connection and says so plainly when there is none.
 */
export function GoalTemplatesScreen() {
  const { t, i18n } = useLingui()
  const online = useBrowserOnline()
  const [search, setSearch] = useState<GoalTemplatesSearch>({})
  const templates = useGoalTemplates(search)
  const remove = useDeleteGoalTemplate()
  const [editing, setEditing] = useState<{ template: GoalTemplate | null } | null>(null)
  const [removing, setRemoving] = useState<GoalTemplate | null>(null)
  const page = search.page ?? 1
  const pages = Math.max(1, Math.ceil((templates.data?.total ?? 0) / PAGE_SIZE_DEFAULT))

  const confirmRemove = (template: GoalTemplate) =>
    remove
      .mutateAsync(template.id)
      .then(() => showSnackbar(t`Plantilla eliminada`, 'success'))
      .catch((error: unknown) => showSnackbar(describeError(i18n, error), 'error'))

  return (
    <Page
      title={t`Plantillas de metas`}
      actions={
        <Button size="sm" colorPalette="brand" disabled={!online} onClick={() => setEditing({ template: null })}>
          {t`Nueva plantilla`}
        </Button>
      }
    >
      {online ? null : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t`Sin conexión. Sus plantillas de metas se guardan en el servidor: conéctese a Internet para verlas o cambiarlas.`}</Alert.Title>
        </Alert.Root>
      )}
      <Text color="fg.muted">{t`Metas que escribe a menudo: al redactar un plan puede elegir una en lugar de escribirla de nuevo. Solo usted las ve.`}</Text>
      <SearchBox value={search.q ?? ''} label={t`Buscar plantilla`} placeholder={t`Nombre de la plantilla`} onSearch={(q) => setSearch({ q: q || undefined })} />
      {templates.data ? (
        templates.data.items.length === 0 ? (
          <Text>{search.q ? t`Ninguna plantilla coincide con la búsqueda.` : t`Aún no tiene plantillas de metas.`}</Text>
        ) : (
          <Stack as="ul" gap="3" aria-label={t`Plantillas de metas`} listStyleType="none" p="0" m="0">
            {templates.data.items.map((template) => (
              <Card.Root as="li" key={template.id} variant="outline">
                <Card.Body gap="2">
                  <Heading as="h2" size="sm">
                    {template.name}
                  </Heading>
                  <Text whiteSpace="pre-wrap">{template.description}</Text>
                </Card.Body>
                <Card.Footer gap="2" justifyContent="end">
                  <Button size="sm" variant="outline" disabled={!online} aria-label={t`Editar ${template.name}`} onClick={() => setEditing({ template })}>
                    {t`Editar`}
                  </Button>
                  <Button size="sm" variant="outline" colorPalette="danger" disabled={!online} aria-label={t`Eliminar ${template.name}`} onClick={() => setRemoving(template)}>
                    {t`Eliminar`}
                  </Button>
                </Card.Footer>
              </Card.Root>
            ))}
          </Stack>
        )
      ) : templates.error ? (
        templates.error instanceof NetworkError || !online ? (
          <Text color="fg.muted">{t`No se pueden mostrar sin conexión.`}</Text>
        ) : (
          <ProblemAlert>{describeError(i18n, templates.error)}</ProblemAlert>
        )
      ) : (
        <Loader type="inline" />
      )}
      {pages > 1 ? (
        <HStack gap="2" justify="end" as="nav" aria-label={t`Páginas`}>
          <Text color="fg.muted">{t`Página ${page} de ${pages}`}</Text>
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setSearch({ ...search, page: page - 1 > 1 ? page - 1 : undefined })}>
            {t`Anterior`}
          </Button>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setSearch({ ...search, page: page + 1 })}>
            {t`Siguiente`}
          </Button>
        </HStack>
      ) : null}
      {editing ? <GoalTemplateDialog template={editing.template} disabled={!online} onClose={() => setEditing(null)} /> : null}
      <IrreversibleConfirm
        open={removing !== null}
        subject={removing ? t`Eliminar la plantilla: ${removing.name}` : undefined}
        onConfirm={() => (removing ? confirmRemove(removing) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </Page>
  )
}
