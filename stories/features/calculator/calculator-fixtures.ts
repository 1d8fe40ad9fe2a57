import costOfLivingFile from '../../../server/src/content/seed-data/cost-of-living.json';
import benefitsFile from '../../../server/src/content/seed-data/benefits.json';
import type { CostOfLivingData, CostOfLivingFile } from '../../../server/src/services/tools/cost-of-living-data';
import { estimateWith, questionsOf } from '../../../server/src/services/tools/cost-of-living-rules';
import type { CalculatorAnswers, CalculatorQuestions, CostEstimate } from '@/features/calculator/api/calculator-api';
import type { Language } from '@/lib/i18n/languages';

/*
 * The calculator's questions and estimates as its API answers them: the committed data file run through the
 * server's own rules (they read no files), so the stories show the real figures in every language.
 */
const file = costOfLivingFile as unknown as CostOfLivingFile;
const named = new Set(file.support.map((line) => line.documentNo));
const data: CostOfLivingData = {
  file,
  benefitTitles: Object.fromEntries(
    benefitsFile.benefits
      .filter((benefit) => named.has(benefit.documentNo))
      .map((benefit) => [benefit.documentNo, { EN: benefit.translations.EN.title, CN: benefit.translations.CN.title, TC: benefit.translations.TC.title }]),
  ),
};

export function calculatorQuestions(language: Language): CalculatorQuestions {
  return questionsOf(data, language);
}

/** The typical single professional of the data file. */
export const DEFAULT_ANSWERS: CalculatorAnswers = { ...file.defaultAnswers };

/** A family: a large flat on the waterfront, a child at an international school, a weekly cleaner. */
export const FAMILY_ANSWERS: CalculatorAnswers = {
  ...file.defaultAnswers,
  district: 'waterfront',
  housing: 'threeBed',
  schooling: 'internationalOne',
  domesticHelp: 'cleaner',
};

export function costEstimate(answers: CalculatorAnswers, language: Language): CostEstimate {
  return estimateWith(data, answers, language);
}
