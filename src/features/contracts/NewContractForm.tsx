import { Field, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Page } from '../../components/page'
import { PlainSelect } from '../../components/plain-select'
import { showSnackbar } from '../../components/snackbar'
import { useProviders } from '../../kit/lookups/list-providers'
import { describeError } from '../../kit/errors/describe-error'
import { useCreateContract } from './api/contracts'
import { ContractFieldsForm } from './ContractFieldsForm'
import { contractLink } from './ContractsScreen'

/**
 * /finance/provider-contracts/new: finance prepares a draft for a provider. Its rates are the
 * provider's rates in force on the start date, copied into the contract (a later rate change
 * never rewrites it); documents are added on the contract's page.
 */
export function NewContractForm() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const createContract = useCreateContract()
  const providers = useProviders()
  const [providerId, setProviderId] = useState('')

  return (
    <Page title={t`Nuevo contrato`}>
      <Text mb="4" color="fg.muted">
        {t`El contrato toma las tarifas del proveedor vigentes en la fecha de inicio. Los documentos se añaden después, en la página del contrato.`}
      </Text>
      <ContractFieldsForm
        initial={null}
        submitLabel={t`Crear contrato`}
        blocked={providerId === '' ? t`Seleccione el proveedor.` : null}
        extra={
          <Field.Root required>
            <Field.Label>{t`Proveedor`}</Field.Label>
            <PlainSelect value={providerId} onChange={(event) => setProviderId(event.currentTarget.value)}>
              <option value="">{t`Seleccione…`}</option>
              {(providers.data ?? []).map((provider) => (
                <option key={provider.id} value={provider.id}>
                  {`${provider.first_name} ${provider.last_name}`}
                </option>
              ))}
            </PlainSelect>
          </Field.Root>
        }
        onSubmit={async (fields) => {
          try {
            const created = await createContract({ ...fields, provider_id: Number(providerId) })
            showSnackbar(t`Contrato creado.`, 'success')
            await navigate(contractLink(created))
          } catch (error) {
            showSnackbar(describeError(i18n, error), 'error')
          }
        }}
      />
    </Page>
  )
}
