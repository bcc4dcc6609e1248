import { Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'
import { PlainSelect } from '../../components/plain-select'
import { showSnackbar } from '../../components/snackbar'
import { ACCEPTED_FILE_TYPES, CONTAINER_RULES, isAcceptedFileType, type ContainerType } from '../../domain/attachments/rules'
import { formatFileSize } from '../../domain/attachments/sizes'
import { CONTRACT_DOCUMENT_USE_TYPES, type ContractDocumentUseType } from '../../domain/contracts/list-constants'
import type { ContractDocument, ProviderContract } from '../../domain/contracts/types'
import { downloadAttachment } from '../../kit/attachments/download'
import { arrayBufferToBase64 } from '../../kit/attachments/encode'
import { useContractDocumentTypes } from './api/contracts'
import { documentUseLabel } from './contract-views'

const CONTAINER = 'provider-contract' as const satisfies ContainerType
const RULES = CONTAINER_RULES[CONTAINER]

/**
 * A contract's documents: each file with its type and use, to download; while the contract may
 * change, its use can be changed, a file removed (asks first) and a new one added.
 */
export function ContractDocuments({
  contract,
  editable,
  onAdd,
  onRemove,
  onUseType,
}: {
  contract: ProviderContract
  editable: boolean
  onAdd: (document: { filename: string; file: string; document_type_id: number; use_type: ContractDocumentUseType }) => Promise<void>
  onRemove: (document: ContractDocument) => Promise<void>
  onUseType: (document: ContractDocument, useType: ContractDocumentUseType) => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const types = useContractDocumentTypes()
  const [typeId, setTypeId] = useState('')
  const [useType, setUseType] = useState<ContractDocumentUseType>('to-sign')
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [removing, setRemoving] = useState<ContractDocument | null>(null)

  async function add() {
    if (!file || typeId === '') return
    if (!isAcceptedFileType(file.type, file.name)) return showSnackbar(t`Solo se aceptan imágenes y archivos PDF.`, 'error')
    if (file.size > RULES.maxBytes) return showSnackbar(t`El tamaño del archivo no puede ser mayor a ${formatFileSize(RULES.maxBytes, i18n.locale)}`, 'error')
    setBusy(true)
    try {
      await onAdd({ filename: file.name, file: arrayBufferToBase64(await file.arrayBuffer()), document_type_id: Number(typeId), use_type: useType })
      setFile(null)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack as="section" aria-labelledby="contract-documents-heading" gap="3">
      <Heading as="h2" size="md" id="contract-documents-heading">
        {t`Documentos`}
      </Heading>
      {contract.documents.length === 0 ? <Text color="fg.muted">{t`Sin documentos.`}</Text> : null}
      <Stack as="ul" listStyleType="none" gap="2" m="0" p="0">
        {contract.documents.map((document) => (
          <HStack as="li" key={document.id} gap="3" wrap="wrap" data-testid="contract-document">
            <Button size="xs" variant="plain" textDecoration="underline" onClick={() => void downloadAttachment(CONTAINER, contract.id, document.filename)}>
              {document.filename}
            </Button>
            <Text textStyle="sm" color="fg.muted">
              {document.document_type_name} · {formatFileSize(document.size_bytes, i18n.locale)}
            </Text>
            {editable ? (
              <>
                <PlainSelect
                  aria-label={t`Uso de ${document.filename}`}
                  value={document.use_type}
                  onChange={(event) => void onUseType(document, event.currentTarget.value as ContractDocumentUseType)}
                  width="auto"
                >
                  {CONTRACT_DOCUMENT_USE_TYPES.map((code) => (
                    <option key={code} value={code}>
                      {documentUseLabel(code)}
                    </option>
                  ))}
                </PlainSelect>
                <Button size="xs" variant="ghost" colorPalette="danger" onClick={() => setRemoving(document)}>
                  {t`Quitar`}
                </Button>
              </>
            ) : (
              <Text textStyle="sm">{documentUseLabel(document.use_type)}</Text>
            )}
          </HStack>
        ))}
      </Stack>
      {editable && contract.documents.length < RULES.maxFiles ? (
        <HStack gap="3" wrap="wrap" align="end">
          <Field.Root maxW="xs">
            <Field.Label>{t`Tipo de documento`}</Field.Label>
            <PlainSelect value={typeId} onChange={(event) => setTypeId(event.currentTarget.value)}>
              <option value="">{t`Seleccione…`}</option>
              {(types.data ?? []).map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </PlainSelect>
          </Field.Root>
          <Field.Root maxW="xs">
            <Field.Label>{t`Uso`}</Field.Label>
            <PlainSelect value={useType} onChange={(event) => setUseType(event.currentTarget.value as ContractDocumentUseType)}>
              {CONTRACT_DOCUMENT_USE_TYPES.map((code) => (
                <option key={code} value={code}>
                  {documentUseLabel(code)}
                </option>
              ))}
            </PlainSelect>
          </Field.Root>
          <Field.Root maxW="xs">
            <Field.Label>{t`Archivo`}</Field.Label>
            <Input type="file" accept={ACCEPTED_FILE_TYPES} onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)} />
          </Field.Root>
          <Button size="sm" colorPalette="brand" loading={busy} loadingText={t`Añadir documento`} disabled={!file || typeId === ''} onClick={() => void add()}>
            {t`Añadir documento`}
          </Button>
        </HStack>
      ) : null}
      <IrreversibleConfirm
        open={removing !== null}
        {...(removing ? { subject: t`Quitar ${removing.filename}` } : {})}
        confirmLabel={t`Quitar`}
        onConfirm={() => (removing ? onRemove(removing) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  )
}
