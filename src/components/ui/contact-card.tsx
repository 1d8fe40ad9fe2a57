import { FormattedMessage } from 'react-intl';
import { Box, chakra } from '@chakra-ui/react';
import { DetailSection } from './detail-section';
import { DeviceLink } from './external-link';

export interface Contact {
  office: string;
  phone: string;
  email: string;
}

/** The office to ask, with a phone link and an e-mail link: the side box of a benefit or service. */
export function ContactCard({ id, contact }: { id: string; contact: Contact }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5">
      <DetailSection id={id} titleId="content.contact.title">
        <chakra.dl display="grid" gap="3" fontSize="sm">
          <div>
            <chakra.dt color="fg.muted">
              <FormattedMessage id="content.contact.office" />
            </chakra.dt>
            <chakra.dd m="0" fontWeight="semibold">
              {contact.office}
            </chakra.dd>
          </div>
          <div>
            <chakra.dt color="fg.muted">
              <FormattedMessage id="content.contact.phone" />
            </chakra.dt>
            <chakra.dd m="0">
              <DeviceLink href={`tel:${contact.phone.replace(/[^0-9+]/g, '')}`} color="brand.fg">
                {contact.phone}
              </DeviceLink>
            </chakra.dd>
          </div>
          <div>
            <chakra.dt color="fg.muted">
              <FormattedMessage id="content.contact.email" />
            </chakra.dt>
            <chakra.dd m="0">
              <DeviceLink href={`mailto:${contact.email}`} color="brand.fg">
                {contact.email}
              </DeviceLink>
            </chakra.dd>
          </div>
        </chakra.dl>
      </DetailSection>
    </Box>
  );
}
