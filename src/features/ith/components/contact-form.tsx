import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Box, chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextAreaField } from '@/components/forms/text-area-field';
import { TextField } from '@/components/forms/text-field';
import type { FormFailure } from '@/lib/account/form-failure';
import { useValidatedForm } from '@/lib/account/use-validated-form';
import type { ContactValues } from '../api/ith-api';
import { CONTACT_MESSAGE_MAX, contactRules, type ContactField } from '../ith-rules';

export interface ContactFormProps {
  onSubmit: (values: ContactValues) => void;
  sending?: boolean;
  failure?: FormFailure | null;
  /** Storybook and screenshots: prefilled values, and every validation failure shown from the start. */
  defaults?: Partial<Record<ContactField, string>>;
  showErrors?: boolean;
}

/** The hub's contact form (spec §2 "ith", §3): name, e-mail and phone, an optional message; an answer within 48 hours. */
export function ContactForm({ onSubmit, sending = false, failure, defaults = {}, showErrors = false }: ContactFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const form = useValidatedForm({ name: '', email: '', phone: '', message: '', ...defaults }, contactRules, showErrors);
  // The honeypot: out of sight and out of the tab order; only a robot fills it.
  const [website, setWebsite] = useState('');
  return (
    <chakra.form
      method="post"
      display="flex"
      flexDirection="column"
      gap="4"
      noValidate
      aria-labelledby="ith-contact"
      onSubmit={form.submit((values) => onSubmit({ ...values, website }))}
      data-testid="ith-contact-form"
    >
      <Text>{t('ith.contact.promise')}</Text>
      <FormAlert failure={failure} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="name" label={t('ith.contact.name')} autoComplete="name" required {...form.field('name')} />
        <TextField name="email" type="email" label={t('ith.contact.email')} autoComplete="email" required {...form.field('email')} />
        <TextField
          name="phone"
          label={t('ith.contact.phone')}
          autoComplete="tel"
          placeholder="+852 9123 4567"
          required
          helperText={t('ith.contact.phoneHint')}
          inputProps={{ inputMode: 'tel' }}
          {...form.field('phone')}
        />
      </SimpleGrid>
      <TextAreaField
        name="message"
        label={t('ith.contact.message')}
        helperText={t('ith.contact.messageHint', { max: CONTACT_MESSAGE_MAX, left: CONTACT_MESSAGE_MAX - [...form.values.message].length })}
        {...form.field('message')}
      />
      <Box position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden" aria-hidden="true">
        <label htmlFor="ith-contact-website">{t('ith.contact.honeypot')}</label>
        <input id="ith-contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {t('ith.contact.privacy')}
      </Text>
      <Box>
        <SubmitButton loading={sending}>{t('ith.contact.submit')}</SubmitButton>
      </Box>
    </chakra.form>
  );
}
