import type { ProfileData } from '@/features/profile/api/profile-api';

export const sampleProfile: ProfileData = {
  firstName: 'Ada',
  email: 'ada@example.org',
  age: 36,
  country: 'United Kingdom',
  countryid: 826,
  education: 'Doctoral',
  permissions: [],
};
