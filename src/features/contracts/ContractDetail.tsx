import { Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { DetailsGrid } from '../../components/details-list'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import type { ProviderContract } from '../../domain/contracts/types'
import { formatCents } from '../../domain/money/money'
import { ApiError } from '../../sync/api-errors'
import { describeError } from '../../kit/errors/describe-error'
import { formatDate } from '../../kit/words/format-date'
import { DocumentConflict } from '../../kit/workflow/DocumentConflict'
import { EventsTimeline } from '../../kit/workflow/EventsTimeline'
import { WorkflowActions } from '../../kit/workflow/WorkflowActions'
import { useDocumentChange } from '../../kit/workflow/use-document-change'
import { workflowErrorMessage } from '../../kit/workflow/workflow-errors'
import { WorkflowStatusBadge } from '../../kit/workflow/WorkflowStatusBadge'
import {
  addContractDocument,
  CONTRACTS,
  contractQuery,
  removeContractDocument,
  runContractAction,
  setContractDocumentUseType,
  updateContract,
  useContract,
  useContractEvents,
} from './api/contracts'
import { ContractDocuments } from './ContractDocuments'
import { ContractFieldsForm } from './ContractFieldsForm'
import { CONTRACT_TONES, contractActionLabel, contractActions, contractRefusal } from './contract-views'

/** A refusal in words: the contract control's own codes first, then the workflow's. */
const refusalMessage = (error: unknown) => contractRefusal(error instanceof ApiError ? error.code : undefined) ?? workflowErrorMessage(error)

/**
 * One contract: its fields and agreed rates, its documents, the actions the server allows this
 * person now (destructive ones ask first), and its history. Finance corrects a draft or a returned
 * one here; the provider sees the same page in her own area. A refused change (409) shows the
 * contract as it is now beside the message.
 */
export function ContractDetail({ id, providerId }: { id: number; providerId?: number }) {
  const { t, i18n } = useLingui()
  const contract = useContract(id)
  const events = useContractEvents(id)
  const edits = useDocumentChange<ProviderContract>({ queryKey: contractQuery(id).queryKey, stale: [CONTRACTS], refusal: refusalMessage })

  if (contract.isPending) return <Loader />
  if (contract.isError || (providerId !== undefined && contract.data.provider_id !== providerId)) {
    return (
      <Page title={t`Contrato`}>
        <Text role="alert">{contract.isError ? describeError(i18n, contract.error) : t`El contrato no existe.`}</Text>
      </Page>
    )
  }
  const current = contract.data

  const documentsEditable = current.status === 'draft' || current.status === 'returned'
  return (
    <Page title={t`Contrato de ${current.provider_name}`} actions={<WorkflowStatusBadge status={current.status} name={current.status_name} tones={CONTRACT_TONES} />}>
      <Stack gap="6">
        <DocumentConflict change={edits} />
        <DetailsGrid
          fields={[
            [t`Proveedor`, current.provider_name],
            [t`Tipo`, current.contract_type_name],
            [t`Vigencia`, `${formatDate(current.start_date)} – ${formatDate(current.end_date)}`],
            [t`Notas`, current.notes ?? ''],
          ]}
        />
        <HStack gap="3" wrap="wrap">
          <WorkflowActions
            label={t`Acciones del contrato`}
            actions={contractActions()}
            allowed={current.allowed_actions}
            onAction={(code, comment) => edits.change(() => runContractAction(id, code, current.hash, comment), t`Listo: ${contractActionLabel(code)}.`)}
          />
        </HStack>
        <Stack as="section" aria-labelledby="contract-rates-heading" gap="2">
          <Heading as="h2" size="md" id="contract-rates-heading">
            {t`Tarifas acordadas`}
          </Heading>
          {current.rates.length === 0 ? (
            <Text color="fg.muted">{t`Sin tarifas.`}</Text>
          ) : (
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="1">
              {current.rates.map((rate) => (
                <Text as="li" key={`${rate.service_id}-${rate.duration_id}`}>
                  {`${rate.service_name} · ${rate.duration_name}: `}
                  <Text as="span" fontWeight="semibold">
                    {formatCents(rate.rate_cents)}
                  </Text>
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
        <ContractDocuments
          contract={current}
          editable={documentsEditable}
          onAdd={(document) => edits.change(() => addContractDocument(current, document), t`Documento añadido.`)}
          onRemove={(document) => edits.change(() => removeContractDocument(current, document.id), t`Documento quitado.`)}
          onUseType={(document, useType) => edits.change(() => setContractDocumentUseType(current, document.id, useType), t`Uso del documento guardado.`)}
        />
        {current.can_edit ? (
          <Stack as="section" aria-labelledby="contract-edit-heading" gap="3">
            <Heading as="h2" size="md" id="contract-edit-heading">
              {t`Corregir el contrato`}
            </Heading>
            <ContractFieldsForm
              key={current.hash}
              initial={current}
              submitLabel={t`Guardar cambios`}
              onSubmit={(fields) => edits.change(() => updateContract(current, fields), t`Cambios guardados.`)}
            />
          </Stack>
        ) : null}
        <EventsTimeline events={events.data} actionLabel={contractActionLabel} />
      </Stack>
    </Page>
  )
}
