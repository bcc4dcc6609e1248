import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm, type Control, type Resolver } from 'react-hook-form'
import { BankAccountInput } from '../../domain/finance/schemas'
import type { BankAccount, BankAccountEvent } from '../../domain/finance/types'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DetailsGrid } from '../../components/details-list'
import { Loader } from '../../components/loader'
import { SelectField } from '../../components/select-field'
import { showSnackbar } from '../../components/snackbar'
import { TextField } from '../../components/text-field'
import { FormCard } from '../../kit/office/FormCard'
import { formatDateTime } from '../../kit/words/format-date'
import { useBankAccount, useBankAccountAudit, useSaveBankAccount } from './api/bank-accounts'
import { describeFinanceError, describeFinanceField } from './field-codes'

type Values = { bank_name: string; account_holder: string; account_type: 'checking' | 'savings' | undefined; routing_number: string; account_number: string }

/**
 * A provider's bank account, masked, and every change of it (issue 22). The provider changes her
 * own here (the provider's finance page), after a confirmation: the change is recorded with who
 * and when, and payments already approved for the old account need a new approval. Finance staff
 * see the same on the office's provider page, read-only (the server lets only the provider change it).
 */
export function BankAccountSection({ providerId, canChange }: { providerId: number; canChange: boolean }) {
  const { t, i18n } = useLingui()
  const account = useBankAccount(providerId)
  const audit = useBankAccountAudit(providerId)
  const save = useSaveBankAccount(providerId)
  const [editing, setEditing] = useState(false)
  const [pending, setPending] = useState<BankAccountInput | null>(null)
  const current = account.data ?? null
  const typeName = (type: string | null) => (type === 'savings' ? t`Ahorros` : type === 'checking' ? t`Cheques` : '')

  async function confirmChange() {
    if (!pending) return
    try {
      await save.mutateAsync({ current, input: pending })
      showSnackbar(t`Cuenta bancaria guardada. El cambio quedó registrado.`, 'success')
      setEditing(false)
    } catch (error) {
      showSnackbar(describeFinanceError(i18n, error), 'error')
    }
  }

  return (
    <Stack as="section" aria-labelledby={`bank-account-heading-${providerId}`} gap="3">
      <Heading as="h2" size="md" id={`bank-account-heading-${providerId}`}>
        {t`Cuenta bancaria`}
      </Heading>
      {account.isPending ? <Loader /> : null}
      {account.isError ? <Text role="alert">{describeFinanceError(i18n, account.error)}</Text> : null}
      {account.isSuccess && !current ? <Text color="fg.muted">{t`No hay una cuenta bancaria registrada.`}</Text> : null}
      {current ? (
        <DetailsGrid
          fields={[
            [t`Banco`, current.bank_name],
            [t`Titular`, current.account_holder],
            [t`Tipo de cuenta`, typeName(current.account_type)],
            [t`Número de ruta`, current.routing_masked],
            [t`Número de cuenta`, current.account_masked],
            [t`Último cambio`, formatDateTime(current.updated_at)],
          ]}
        />
      ) : null}
      {canChange && account.isSuccess && !editing ? (
        <Button alignSelf="start" size="sm" variant="outline" onClick={() => setEditing(true)}>
          {current ? t`Cambiar cuenta bancaria` : t`Añadir cuenta bancaria`}
        </Button>
      ) : null}
      {canChange && editing ? <BankAccountForm current={current} saving={save.isPending} onSave={setPending} onCancel={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={pending !== null}
        title={t`¿Cambiar la cuenta bancaria?`}
        message={t`Los pagos se harán a la nueva cuenta. Un lote de pago ya aprobado para la cuenta anterior necesitará una nueva aprobación de Finanzas. El cambio queda registrado con su nombre y la hora.`}
        subject={pending ? `${pending.bank_name} ****${pending.account_number.slice(-4)}` : undefined}
        confirmLabel={t`Sí, cambiar la cuenta`}
        cancelLabel={t`Cancelar`}
        onConfirm={confirmChange}
        onClose={() => setPending(null)}
      />
      <BankAccountHistory events={audit.data?.items} error={audit.isError ? describeFinanceError(i18n, audit.error) : null} />
    </Stack>
  )
}

function BankAccountForm({ current, saving, onSave, onCancel }: { current: BankAccount | null; saving: boolean; onSave: (input: BankAccountInput) => void; onCancel: () => void }) {
  const { t, i18n } = useLingui()
  const resolver = valibotResolver(BankAccountInput) as unknown as Resolver<Values, unknown, BankAccountInput>
  // The numbers are never sent back to the screen: they are typed again in full.
  const form = useForm<Values, unknown, BankAccountInput>({
    resolver,
    defaultValues: { bank_name: current?.bank_name ?? '', account_holder: current?.account_holder ?? '', account_type: current?.account_type, routing_number: '', account_number: '' },
  })
  const control = form.control as unknown as Control<Values>
  const describe = describeFinanceField(i18n)
  return (
    <Stack gap="2">
      <FormCard label={t`Nueva cuenta bancaria`} onSubmit={form.handleSubmit(onSave)} readOnly={false} saving={saving} dirty={form.formState.isDirty} saveLabel={t`Revisar y guardar`}>
        <TextField control={control} name="bank_name" label={t`Banco`} required describeError={describe} />
        <TextField control={control} name="account_holder" label={t`Titular`} required describeError={describe} />
        <SelectField
          control={control}
          name="account_type"
          label={t`Tipo de cuenta`}
          placeholder={t`Elija uno`}
          options={[
            { value: 'checking', label: t`Cheques` },
            { value: 'savings', label: t`Ahorros` },
          ]}
          required
          describeError={describe}
        />
        <TextField control={control} name="routing_number" label={t`Número de ruta (9 dígitos)`} inputMode="numeric" autoComplete="off" required describeError={describe} />
        <TextField control={control} name="account_number" label={t`Número de cuenta`} inputMode="numeric" autoComplete="off" required describeError={describe} />
      </FormCard>
      <Button alignSelf="start" size="sm" variant="ghost" onClick={onCancel}>
        {t`Cancelar`}
      </Button>
    </Stack>
  )
}

function BankAccountHistory({ events, error }: { events: BankAccountEvent[] | undefined; error: string | null }) {
  const { t } = useLingui()
  const actionName = (action: BankAccountEvent['action']) => (action === 'create' ? t`Cuenta añadida` : action === 'delete' ? t`Cuenta eliminada` : t`Cuenta cambiada`)
  const details = (bank: string | null, account: string | null) => (bank === null ? '—' : `${bank} ${account ?? ''}`)
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {t`Historial de cambios`}
      </Heading>
      {error ? <Text role="alert">{error}</Text> : null}
      {events?.length === 0 ? <Text color="fg.muted">{t`Sin cambios registrados.`}</Text> : null}
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="1">
        {events?.map((event) => (
          <Text as="li" key={event.id} fontSize="sm">
            {t`${formatDateTime(event.at)} · ${actionName(event.action)} por ${event.user_name}: ${details(event.old_bank_name, event.old_account_masked)} → ${details(event.new_bank_name, event.new_account_masked)}`}
          </Text>
        ))}
      </Stack>
    </Stack>
  )
}
