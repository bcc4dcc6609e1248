import { Box, Button, Card, Field, HStack, Heading, Image, Input, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useMarkFirstScreenDrawn } from '../components/first-screen'
import { BRANDING_FILES, brandingUrl } from '../domain/branding'
import type { LoginInput } from '../domain/schemas/auth'
import { activateLocale, type Locale } from '../i18n/locale'
import { describeError, describeFieldError } from '../kit/errors/describe-error'
import { companyNameFromPage } from './page-meta'

type FieldErrors = Partial<Record<keyof LoginInput, string>>

/**
 * The first screen most people see, so it is kept light: two fields validated with the same
 * valibot schema as the server, without a form library (other forms use react-hook-form). What
 * it knows of the device (the company's name, an expired session's e-mail) comes from the login
 * page once read (LoginPage.tsx).
 */
export function LoginScreen({ companyName, expiredEmail, onSignedIn }: { companyName?: string; expiredEmail?: string; onSignedIn: () => void }) {
  useMarkFirstScreenDrawn()
  const { t, i18n } = useLingui()
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = Object.fromEntries(new FormData(event.currentTarget))
    setFailure(null)
    setSubmitting(true)
    try {
      // Checking the fields (the schema library) and signing in (API client, replica writes) load
      // when the person submits, not with the first screen. On a fresh device that is offline
      // before the service worker has cached them, this import fails: inside the try, so the
      // failure is told (as no connection) and the button comes back, instead of an unhandled
      // rejection that left "Entrando…" spinning for good.
      const { signIn, checkLoginInput } = await import('../features/auth/commands')
      const checked = checkLoginInput(values)
      if (!checked.success) {
        setFieldErrors(checked.fieldErrors)
        setSubmitting(false)
        return
      }
      setFieldErrors({})
      await signIn(checked.output)
      // "Entrando…" stays while the app loads in this page's place.
      onSignedIn()
    } catch (error) {
      setFailure(describeError(i18n, error))
      setSubmitting(false)
    }
  }

  const errorText = (field: keyof LoginInput) => {
    const code = fieldErrors[field]
    return code ? <Field.ErrorText>{describeFieldError(i18n, code)}</Field.ErrorText> : null
  }

  return (
    <Box minH="100dvh" display="grid" placeItems="center" bg="gray.50" px="4">
      <Card.Root as="section" w="full" maxW="md">
        <Card.Body>
          <Stack gap="6" asChild>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Stack gap="2" align="center" textAlign="center">
                <Image src={brandingUrl(BRANDING_FILES.tallLogo)} alt="" height="20" width="20" onError={(event) => (event.currentTarget.hidden = true)} />
                <Heading as="h1" size="2xl" color="brand.fg">
                  {companyName ?? companyNameFromPage() ?? t`Bitácora`}
                </Heading>
                <Text color="fg.muted">
                  {expiredEmail ? t`Su acceso expiró. Inicie sesión de nuevo para enviar sus cambios.` : t`Iniciar sesión`}
                </Text>
              </Stack>
              <Field.Root invalid={Boolean(fieldErrors.email)} required>
                <Field.Label>
                  {t`Correo electrónico`}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input name="email" type="email" autoComplete="username" inputMode="email" defaultValue={expiredEmail} key={expiredEmail} />
                {errorText('email')}
              </Field.Root>
              <Field.Root invalid={Boolean(fieldErrors.password)} required>
                <Field.Label>
                  {t`Contraseña`}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input name="password" type="password" autoComplete="current-password" />
                {errorText('password')}
              </Field.Root>
              {failure ? (
                <Text role="alert" bg="danger.subtle" color="danger.fg" borderRadius="md" px="4" py="3" fontWeight="medium">
                  {failure}
                </Text>
              ) : null}
              <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText={t`Entrando…`}>
                {t`Entrar`}
              </Button>
            </form>
          </Stack>
          <LanguageChoice />
        </Card.Body>
      </Card.Root>
    </Box>
  )
}

/**
 * The language before signing in (it is remembered on the device, as the user menu's choice is).
 * The device's reference lists follow it when the person signs in, which fetches them again.
 */
function LanguageChoice() {
  const { t, i18n } = useLingui()
  return (
    <HStack role="group" aria-label={t`Idioma`} justify="center" gap="2" mt="6">
      {LOCALE_NAMES.map(({ locale, name }) => (
        <Button key={locale} size="sm" variant={i18n.locale === locale ? 'subtle' : 'ghost'} aria-pressed={i18n.locale === locale} lang={locale} onClick={() => void activateLocale(locale)}>
          {name}
        </Button>
      ))}
    </HStack>
  )
}

const LOCALE_NAMES: ReadonlyArray<{ locale: Locale; name: string }> = [
  { locale: 'es', name: 'Español' },
  { locale: 'en-US', name: 'English (US)' },
]
