/**
 * The entry-preparation steps as GET /api/tools/entry-steps answers them, built from the committed data file and the
 * content it links to, so stories show the real trilingual steps.
 */
import entryStepsFile from '../../../server/src/content/seed-data/entry-steps.json';
import servicesFile from '../../../server/src/content/seed-data/services.json';
import benefitsFile from '../../../server/src/content/seed-data/benefits.json';
import hkMacaoFile from '../../../server/src/content/seed-data/hkmacao.json';
import type { EntryStep, EntryStepLink } from '@/features/entry-prep/api/entry-prep-api';
import type { EntryChoice } from '@/features/entry-prep/entry-choice';
import type { Language } from '@/lib/i18n/languages';
import { SERVICE_TABS } from '@/lib/routes';

type StoredLink = { service?: string; benefit?: string; hkmacao?: string; route?: string; label?: Record<Language, string> };

function linkOf(link: StoredLink, language: Language): EntryStepLink {
  if (link.service) {
    const service = servicesFile.services.find((each) => each.documentNo === link.service)!;
    const active = SERVICE_TABS.indexOf(service.tab as (typeof SERVICE_TABS)[number]);
    return { kind: 'service', documentNo: service.documentNo, route: `/pages/services/serviceDetail?documentNo=${service.documentNo}&active=${active}`, label: service.translations[language].title };
  }
  if (link.benefit) {
    const benefit = benefitsFile.benefits.find((each) => each.documentNo === link.benefit)!;
    return { kind: 'benefit', documentNo: benefit.documentNo, route: `/pages/talentBenefits/detail?documentNo=${benefit.documentNo}`, label: benefit.translations[language].title };
  }
  if (link.hkmacao) {
    const guide = hkMacaoFile.guides.find((each) => each.documentNo === link.hkmacao)!;
    return { kind: 'page', route: `/pages/hkmacao/detail?documentNo=${guide.documentNo}`, label: guide.translations[language].title };
  }
  return { kind: 'page', route: link.route!, label: link.label![language] };
}

export function entrySteps({ identity, timing }: EntryChoice, language: Language): EntryStep[] {
  const combination = entryStepsFile.combinations.find((each) => each.identity === identity && each.timing === timing)!;
  return combination.steps.map((step) => ({
    id: step.id,
    ...step.translations[language],
    documents: [...step.translations[language].documents],
    links: (step.links as StoredLink[]).map((link) => linkOf(link, language)),
  }));
}
