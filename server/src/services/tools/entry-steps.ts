import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Type, { type Static, type TSchema } from 'typebox';
import Value from 'typebox/value';
import { SEED_LANGUAGES, SeedContentError } from '../../content/seed-schema.js';
import type { Language } from '../../lib/i18n.js';

/*
 * The entry-preparation steps (issue #11): what a foreigner or a Hong Kong/Macao resident does before and after entry,
 * in order. All of it is data (`seed-data/entry-steps.json`), validated when the server starts; this module only reads
 * it, checks its links against the content it names and serves it in one language.
 */

export const ENTRY_IDENTITIES = ['foreigner', 'hkMacao'] as const;
export const ENTRY_TIMINGS = ['before', 'after'] as const;
export type EntryIdentity = (typeof ENTRY_IDENTITIES)[number];
export type EntryTiming = (typeof ENTRY_TIMINGS)[number];

export interface EntryStepLink {
  kind: 'service' | 'benefit' | 'page';
  /** The service or benefit the link opens (absent for pages of the app). */
  documentNo?: string;
  /** The app's page the link opens, with its query: every link has one. */
  route?: string;
  label: string;
}

export interface EntryStep {
  id: string;
  title: string;
  summary: string;
  documents: string[];
  where: string;
  duration: string;
  cost: string;
  links: EntryStepLink[];
}

export const ENTRY_STEPS_FILE = 'entry-steps.json';

/** The committed data, beside the sources (a compiled server reads the same folder, like the seeder). */
export const ENTRY_DATA_DIR = fileURLToPath(new URL('../../../src/content/seed-data/', import.meta.url));

/** Pages of the app a step may link to besides documents (their paths, as the app's route table has them). */
export const ENTRY_LINK_PAGES = ['/pages/app', '/pages/calculator', '/pages/hkmacao', '/pages/services', '/pages/talentBenefits', '/pages/lifepage', '/pages/reports'] as const;

const SERVICE_TABS = ['servicePacks', 'government', 'business', 'domestic', 'volunteer', 'oneStopInfo'] as const;

const Strict = { additionalProperties: false } as const;
const Text = Type.String({ minLength: 1, pattern: '\\S' });
const byLanguage = <T extends TSchema>(schema: T) => Type.Object({ EN: schema, CN: schema, TC: schema }, Strict);

const StepLink = Type.Union([
  Type.Object({ service: Type.String({ pattern: '^SVC-[0-9]{4}$' }) }, Strict),
  Type.Object({ benefit: Type.String({ pattern: '^BEN-20[0-9]{2}-[0-9]{4}$' }) }, Strict),
  /** A Hong Kong/Macao guide: a page of the app, titled by the guide. */
  Type.Object({ hkmacao: Type.String({ pattern: '^HKM-[0-9]{4}$' }) }, Strict),
  Type.Object({ route: Type.Enum(ENTRY_LINK_PAGES), label: byLanguage(Text) }, Strict),
]);

const StepText = Type.Object(
  {
    title: Text,
    /** One or two sentences: what the step is and why it matters. */
    summary: Text,
    /** What to bring, one line each (the same number in every language). */
    documents: Type.Array(Text, { minItems: 1, maxItems: 8 }),
    where: Text,
    /** How long it takes (processing time, or a deadline). */
    duration: Text,
    cost: Text,
  },
  Strict,
);

const StepSchema = Type.Object(
  {
    /** Stable: checklists (in browsers and accounts) keep these ids. Never reuse or rename one. */
    id: Type.String({ pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$', maxLength: 40 }),
    links: Type.Array(StepLink, { minItems: 1, maxItems: 5 }),
    translations: byLanguage(StepText),
  },
  Strict,
);

const CombinationSchema = Type.Object(
  {
    identity: Type.Enum(ENTRY_IDENTITIES),
    timing: Type.Enum(ENTRY_TIMINGS),
    /** In the order the visitor takes them. */
    steps: Type.Array(StepSchema, { minItems: 3, maxItems: 15 }),
  },
  Strict,
);

export const EntryStepsFileSchema = Type.Object({ combinations: Type.Array(CombinationSchema, { minItems: 4, maxItems: 4 }) }, Strict);
export type EntryStepsFile = Static<typeof EntryStepsFileSchema>;

/** What the links need of the content files: numbers, titles and the services' tabs (the files themselves are validated by the seeder). */
const Titled = Type.Object({ documentNo: Type.String(), translations: byLanguage(Type.Object({ title: Text })) });
const LinkedContent = {
  services: { file: 'services.json', schema: Type.Object({ services: Type.Array(Type.Intersect([Titled, Type.Object({ tab: Type.Enum(SERVICE_TABS) })])) }) },
  benefits: { file: 'benefits.json', schema: Type.Object({ benefits: Type.Array(Titled) }) },
  guides: { file: 'hkmacao.json', schema: Type.Object({ guides: Type.Array(Titled) }) },
} as const;

type Localized = Record<Language, string>;
interface StoredLink {
  kind: EntryStepLink['kind'];
  documentNo?: string;
  route: string;
  label: Localized;
}
interface StoredStep {
  id: string;
  text: Record<Language, Static<typeof StepText>>;
  links: StoredLink[];
}

/** The validated steps of the four combinations, their links resolved. */
export class EntryStepCatalog {
  constructor(private readonly combinations: ReadonlyMap<string, readonly StoredStep[]>) {}

  steps(identity: EntryIdentity, timing: EntryTiming, language: Language): EntryStep[] {
    return this.stored(identity, timing).map(({ id, text, links }) => {
      const { title, summary, documents, where, duration, cost } = text[language];
      return {
        id,
        title,
        summary,
        documents: [...documents],
        where,
        duration,
        cost,
        links: links.map(({ kind, documentNo, route, label }) => ({ kind, ...(documentNo ? { documentNo } : {}), route, label: label[language] })),
      };
    });
  }

  /** The step ids of a combination, in order (what a checklist may hold). */
  stepIds(identity: EntryIdentity, timing: EntryTiming): string[] {
    return this.stored(identity, timing).map((step) => step.id);
  }

  private stored(identity: EntryIdentity, timing: EntryTiming): readonly StoredStep[] {
    return this.combinations.get(combinationKey(identity, timing)) ?? [];
  }
}

const combinationKey = (identity: EntryIdentity, timing: EntryTiming) => `${identity}:${timing}`;

function readJson(dir: string, file: string): unknown {
  let text: string;
  try {
    text = readFileSync(join(dir, file), 'utf8');
  } catch (error) {
    throw new SeedContentError(file, '', `cannot be read: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SeedContentError(file, '', `is not valid JSON: ${(error as Error).message}`);
  }
}

/** The most specific error names the field a person has to fix. */
function validate<T extends TSchema>(file: string, schema: T, value: unknown): Static<T> {
  if (Value.Check(schema, value)) return value as Static<T>;
  const worst = [...Value.Errors(schema, value)].sort((a, b) => b.instancePath.length - a.instancePath.length)[0];
  throw new SeedContentError(file, worst?.instancePath ?? '', worst ? worst.message : 'does not match its schema');
}

const localized = (pick: (language: Language) => string): Localized =>
  Object.fromEntries(SEED_LANGUAGES.map((language) => [language, pick(language)])) as Localized;

/**
 * Reads and checks `entry-steps.json`: its schema, each combination exactly once, step ids unique, the same number of
 * documents in every language, and every linked service, benefit and Hong Kong/Macao guide present in its own file.
 * Throws a SeedContentError naming the file and the field.
 */
export function loadEntrySteps(dir: string = ENTRY_DATA_DIR): EntryStepCatalog {
  const file = ENTRY_STEPS_FILE;
  const data = validate(file, EntryStepsFileSchema, readJson(dir, file));
  const services = new Map(validate(LinkedContent.services.file, LinkedContent.services.schema, readJson(dir, LinkedContent.services.file)).services.map((s) => [s.documentNo, s]));
  const benefits = new Map(validate(LinkedContent.benefits.file, LinkedContent.benefits.schema, readJson(dir, LinkedContent.benefits.file)).benefits.map((b) => [b.documentNo, b]));
  const guides = new Map(validate(LinkedContent.guides.file, LinkedContent.guides.schema, readJson(dir, LinkedContent.guides.file)).guides.map((g) => [g.documentNo, g]));

  const combinations = new Map<string, StoredStep[]>();
  const seenIds = new Map<string, string>();
  data.combinations.forEach((combination, index) => {
    const at = `/combinations/${index}`;
    const key = combinationKey(combination.identity, combination.timing);
    if (combinations.has(key)) throw new SeedContentError(file, at, `repeats ${combination.identity} × ${combination.timing}`);
    combinations.set(
      key,
      combination.steps.map((step, position) => {
        const stepAt = `${at}/steps/${position}`;
        const first = seenIds.get(step.id);
        if (first !== undefined) throw new SeedContentError(file, `${stepAt}/id`, `duplicates "${step.id}" of ${first}`);
        seenIds.set(step.id, stepAt);
        if (new Set(SEED_LANGUAGES.map((language) => step.translations[language].documents.length)).size > 1) {
          throw new SeedContentError(file, `${stepAt}/translations`, 'has a different number of documents in each language');
        }
        const links = step.links.map((link, n): StoredLink => {
          const missing = (what: string, no: string) => new SeedContentError(file, `${stepAt}/links/${n}`, `names "${no}", which is no ${what}`);
          if ('service' in link) {
            const service = services.get(link.service);
            if (!service) throw missing(`service of ${LinkedContent.services.file}`, link.service);
            const route = `/pages/services/serviceDetail?documentNo=${service.documentNo}&active=${SERVICE_TABS.indexOf(service.tab)}`;
            return { kind: 'service', documentNo: service.documentNo, route, label: localized((l) => service.translations[l].title) };
          }
          if ('benefit' in link) {
            const benefit = benefits.get(link.benefit);
            if (!benefit) throw missing(`benefit of ${LinkedContent.benefits.file}`, link.benefit);
            const route = `/pages/talentBenefits/detail?documentNo=${benefit.documentNo}`;
            return { kind: 'benefit', documentNo: benefit.documentNo, route, label: localized((l) => benefit.translations[l].title) };
          }
          if ('hkmacao' in link) {
            const guide = guides.get(link.hkmacao);
            if (!guide) throw missing(`guide of ${LinkedContent.guides.file}`, link.hkmacao);
            return { kind: 'page', route: `/pages/hkmacao/detail?documentNo=${guide.documentNo}`, label: localized((l) => guide.translations[l].title) };
          }
          return { kind: 'page', route: link.route, label: { ...link.label } };
        });
        return { id: step.id, text: step.translations, links };
      }),
    );
  });
  for (const identity of ENTRY_IDENTITIES) {
    for (const timing of ENTRY_TIMINGS) {
      if (!combinations.has(combinationKey(identity, timing))) throw new SeedContentError(file, '/combinations', `lacks ${identity} × ${timing}`);
    }
  }
  return new EntryStepCatalog(combinations);
}

let catalog: EntryStepCatalog | undefined;

/** The committed steps, read and checked once (the entry routes do it when the server starts). */
export function entryStepCatalog(): EntryStepCatalog {
  catalog ??= loadEntrySteps();
  return catalog;
}

/** The steps of one identity and timing, in order, in one language. */
export function listEntrySteps(identity: EntryIdentity, timing: EntryTiming, language: Language): EntryStep[] {
  return entryStepCatalog().steps(identity, timing, language);
}
