import type { IntlShape } from 'react-intl';
import { CONTENT_SECTIONS, type ContentSection } from '../api/staff-api';

const isSection = (value: string): value is ContentSection => (CONTENT_SECTIONS as readonly string[]).includes(value);

export const sectionLabel = (intl: IntlShape, section: ContentSection) => intl.formatMessage({ id: `console.users.section.${section}` });

/** A permission entry in words: "Editor: Events", "Recruiter: ITH-0007"; an unknown entry as it is. */
export function roleLabel(intl: IntlShape, role: string): string {
  if (role === 'admin' || role === 'hub' || role === 'service') return intl.formatMessage({ id: `console.users.role.${role}` });
  if (role === 'editor:*') return intl.formatMessage({ id: 'console.users.role.editorAll' });
  if (role.startsWith('editor:') && isSection(role.slice(7))) {
    return intl.formatMessage({ id: 'console.users.role.editor' }, { section: sectionLabel(intl, role.slice(7) as ContentSection) });
  }
  if (role.startsWith('recruiter:')) return intl.formatMessage({ id: 'console.users.role.recruiter' }, { enterpriseNo: role.slice(10) });
  return role;
}
