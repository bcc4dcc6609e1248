import { Alert, Box, Button, Card, Heading, Image, Stack, Text } from '@chakra-ui/react'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { LoginInput } from '../../domain/schemas/auth'
import { TextField } from '../../components/text-field'
import { useCompany } from '../company/use-company'
import { describeError, describeFieldError } from '../shared/describe-error'
import { signIn } from './commands'
import { useSession } from './use-session'

export function LoginScreen({ onSignedIn }: { onSignedIn: () => void }) {
  const { t, i18n } = useLingui()
  const company = useCompany()
  const session = useSession()
  const [failure, setFailure] = useState<string | null>(null)
  const { control, handleSubmit, formState } = useForm<LoginInput>({
    resolver: valibotResolver(LoginInput),
    defaultValues: { email: '', password: '' },
    values: session?.status === 'expired' ? { email: session.user.email, password: '' } : undefined,
  })

  const submit = handleSubmit(async (input) => {
    setFailure(null)
    try {
      await signIn(input)
      onSignedIn()
    } catch (error) {
      setFailure(describeError(i18n, error))
    }
  })

  return (
    <Box minH="100dvh" display="grid" placeItems="center" bg="gray.50" px="4">
      <Card.Root as="section" w="full" maxW="md">
        <Card.Body>
          <Stack gap="6" asChild>
            <form onSubmit={submit} noValidate>
            <Stack gap="2" align="center" textAlign="center">
              <Image src="/branding/logo-tall.png" alt="" height="20" onError={(event) => (event.currentTarget.hidden = true)} />
              <Heading as="h1" size="2xl" color="brand.solid">
                {company?.name ?? t`Bitácora`}
              </Heading>
              <Text color="fg.muted">
                {session?.status === 'expired' ? t`Su sesión expiró. Inicie sesión de nuevo para enviar sus cambios.` : t`Iniciar sesión`}
              </Text>
            </Stack>
            <TextField
              control={control}
              name="email"
              label={t`Correo electrónico`}
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              describeError={(code) => describeFieldError(i18n, code)}
            />
            <TextField
              control={control}
              name="password"
              label={t`Contraseña`}
              type="password"
              autoComplete="current-password"
              required
              describeError={(code) => describeFieldError(i18n, code)}
            />
            {failure ? (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            ) : null}
            <Button type="submit" colorPalette="brand" size="lg" loading={formState.isSubmitting} loadingText={t`Entrando…`}>
              {t`Entrar`}
            </Button>
            </form>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  )
}
