import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { chakra, Checkbox, Flex, Link, SimpleGrid } from '@chakra-ui/react';
import { CountryCombobox } from '@/components/forms/country-combobox';
import { EducationSelect } from '@/components/forms/education-select';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { ExternalLink } from '@/components/ui/external-link';
import type { Country } from '@/lib/account/countries';
import type { FormFailure } from '@/lib/account/form-failure';
import { useValidatedForm } from '@/lib/account/use-validated-form';
import { AGE_MIN } from '@/lib/constants';
import { privacyStatementFor } from '@/lib/legal';
import { authRoutes } from '@/lib/routes';
import { signupRules, type SignupValues } from '../forms/auth-form-rules';

export interface SignupFormProps {
  countries: readonly Country[];
  onSubmit: (values: SignupValues) => void;
  submitting?: boolean;
  failure?: FormFailure | null;
  /** Storybook: start with the terms box ticked. */
  defaultAccepted?: boolean;
  defaultValues?: Partial<SignupValues>;
  /** Storybook and screenshots: show every validation failure from the start. */
  showErrors?: boolean;
}

const EMPTY: SignupValues = { firstName: '', age: String(AGE_MIN), country: '', education: '', email: '', password: '' };

/**
 * Spec §2/§3/§5 registration: first name, age (number, min 0, default 0), nationality by English name, education,
 * e-mail, password; the button stays disabled until the terms and privacy box is ticked.
 */
export function SignupForm({ countries, onSubmit, submitting = false, failure, defaultAccepted = false, defaultValues, showErrors = false }: SignupFormProps) {
  const intl = useIntl();
  const form = useValidatedForm<keyof SignupValues>({ ...EMPTY, ...defaultValues }, signupRules, showErrors);
  const [accepted, setAccepted] = useState(defaultAccepted);
  const t = (id: string) => intl.formatMessage({ id });
  const field = (name: keyof SignupValues) => ({
    name,
    ...form.field(name),
    required: true,
  });
  return (
    <chakra.form display="flex" flexDirection="column" gap="4" noValidate onSubmit={form.submit(onSubmit)} aria-label={t('page.signin.title')}>
      <FormAlert failure={failure} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField {...field('firstName')} autoComplete="given-name" label={t('account.field.firstName')} />
        <TextField
          {...field('age')}
          type="number"
          label={t('account.field.age')}
          inputProps={{ min: AGE_MIN, step: 1, inputMode: 'numeric' }}
        />
      </SimpleGrid>
      <CountryCombobox {...field('country')} countries={countries} />
      <EducationSelect {...field('education')} />
      <TextField {...field('email')} type="email" autoComplete="email" label={t('account.field.email')} />
      <TextField
        {...field('password')}
        type="password"
        autoComplete="new-password"
        label={t('account.field.password')}
        placeholder={t('account.password.placeholder')}
      />
      <Checkbox.Root
        checked={accepted}
        onCheckedChange={(details) => setAccepted(details.checked === true)}
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput name="terms" />
        <Checkbox.Control />
        <Checkbox.Label fontWeight="normal">
          <FormattedMessage
            id="auth.signup.terms"
            values={{
              // Inside the label, a link is followed rather than toggling the box (HTML label activation rules).
              privacy: (chunks) => (
                <ExternalLink href={privacyStatementFor(intl.locale)} icon={false} color="brand.fg" textDecoration="underline">
                  {chunks}
                </ExternalLink>
              ),
            }}
          />
        </Checkbox.Label>
      </Checkbox.Root>
      <SubmitButton
        loading={submitting}
        disabled={!accepted}
      >
        {t('auth.signup.submit')}
      </SubmitButton>
      <Flex justify="center" gap="1" fontSize="sm" wrap="wrap">
        {t('auth.signup.haveAccount')}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={authRoutes.login}>{t('auth.signup.login')}</RouterLink>
        </Link>
      </Flex>
    </chakra.form>
  );
}
