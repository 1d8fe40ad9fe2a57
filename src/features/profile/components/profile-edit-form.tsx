import { useIntl } from 'react-intl';
import { Button, chakra, Flex, Heading, SimpleGrid } from '@chakra-ui/react';
import { CountryCombobox } from '@/components/forms/country-combobox';
import { EducationSelect } from '@/components/forms/education-select';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import type { Country } from '@/lib/account/countries';
import type { FormFailure } from '@/lib/account/form-failure';
import { useValidatedForm } from '@/lib/account/use-validated-form';
import { AGE_MIN } from '@/lib/constants';
import type { ProfileData } from '../api/profile-api';
import { profileRules, type ProfileField, type ProfileValues } from '../store/profile-rules';

export interface ProfileEditFormProps {
  profile: ProfileData;
  countries: readonly Country[];
  onSave: (values: ProfileValues) => void;
  onCancel: () => void;
  saving?: boolean;
  failure?: FormFailure | null;
  /** Storybook and screenshots: show every validation failure from the start. */
  showErrors?: boolean;
}

/** Edit first name, age, nationality and education with the registration's rules. */
export function ProfileEditForm({ profile, countries, onSave, onCancel, saving = false, failure, showErrors = false }: ProfileEditFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useValidatedForm<ProfileField>(
    { firstName: profile.firstName, age: String(profile.age), country: profile.country, education: profile.education },
    profileRules,
    showErrors,
  );
  const field = (name: ProfileField) => ({
    name,
    ...form.field(name),
    required: true,
  });
  return (
    <chakra.form display="flex" flexDirection="column" gap="4" noValidate onSubmit={form.submit(onSave)} aria-labelledby="profile-edit-title">
      <Heading as="h2" size="lg" id="profile-edit-title">
        {t('profile.edit.title')}
      </Heading>
      <FormAlert failure={failure} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField {...field('firstName')} autoComplete="given-name" label={t('account.field.firstName')} />
        <TextField {...field('age')} type="number" label={t('account.field.age')} inputProps={{ min: AGE_MIN, step: 1, inputMode: 'numeric' }} />
      </SimpleGrid>
      <CountryCombobox {...field('country')} countries={countries} />
      <EducationSelect {...field('education')} />
      <Flex gap="3" justify="flex-end">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {t('profile.cancel')}
        </Button>
        <SubmitButton loading={saving}>
          {t('profile.save')}
        </SubmitButton>
      </Flex>
    </chakra.form>
  );
}
