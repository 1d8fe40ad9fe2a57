import type { Decorator } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import type { Country } from '@/lib/account/countries';

/** A slice of the server's country list (spec §3 shape), enough to search and pick in stories. */
export const sampleCountries: Country[] = [
  { areaCode: '0061', countryid: 36, forbid: false, nameCN: '澳大利亚', nameTC: '澳大利亞', nameEN: 'Australia' },
  { areaCode: '0055', countryid: 76, forbid: false, nameCN: '巴西', nameTC: '巴西', nameEN: 'Brazil' },
  { areaCode: '001', countryid: 124, forbid: true, nameCN: '加拿大', nameTC: '加拿大', nameEN: 'Canada' },
  { areaCode: '0033', countryid: 250, forbid: false, nameCN: '法国', nameTC: '法國', nameEN: 'France' },
  { areaCode: '0049', countryid: 276, forbid: false, nameCN: '德国', nameTC: '德國', nameEN: 'Germany' },
  { areaCode: '00852', countryid: 344, forbid: false, nameCN: '香港', nameTC: '香港', nameEN: 'Hong Kong' },
  { areaCode: '0081', countryid: 392, forbid: true, nameCN: '日本', nameTC: '日本', nameEN: 'Japan' },
  { areaCode: '00254', countryid: 404, forbid: false, nameCN: '肯尼亚', nameTC: '肯尼亞', nameEN: 'Kenya' },
  { areaCode: '00853', countryid: 446, forbid: true, nameCN: '澳门', nameTC: '澳門', nameEN: 'Macao' },
  { areaCode: '0044', countryid: 826, forbid: false, nameCN: '英国', nameTC: '英國', nameEN: 'United Kingdom' },
];

/** The grey auth background with the form's card width, as the auth layout shows it. */
export const withAuthFrame: Decorator = (Story) => (
  <Box bg="bg.subtle" p="8" minH="100dvh">
    <Box maxW="lg" mx="auto" bg="bg" borderRadius="lg" borderWidth="1px" p="8">
      <Story />
    </Box>
  </Box>
);

/** A wider frame for the profile sections. */
export const withPageFrame: Decorator = (Story) => (
  <Box bg="bg.subtle" p="8" minH="100dvh">
    <Box maxW="3xl" mx="auto" bg="bg" borderRadius="lg" borderWidth="1px" p="6">
      <Story />
    </Box>
  </Box>
);
