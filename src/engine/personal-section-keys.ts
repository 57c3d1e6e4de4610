/**
 * The personal centre's sections, in the order of its navigation; each has its own address,
 * /personalCenter/<key>, and the first is /personalCenter itself. The account feature draws its own sections;
 * the others are panels of other features that the app provides (app/personal-sections.ts).
 */
export const OWN_PERSONAL_SECTIONS = ['profile', 'security', 'content'] as const;
export const PROVIDED_PERSONAL_SECTIONS = [
  'points',
  'tenderSubscriptions',
  'tenderFollows',
  'tenderFavorites',
  'tenderOrgNames',
  'studyCenter',
] as const;

export type OwnPersonalSection = (typeof OWN_PERSONAL_SECTIONS)[number];
export type ProvidedPersonalSection = (typeof PROVIDED_PERSONAL_SECTIONS)[number];
export type PersonalSectionKey = OwnPersonalSection | ProvidedPersonalSection;

export const PERSONAL_SECTION_KEYS: readonly PersonalSectionKey[] = [...OWN_PERSONAL_SECTIONS, ...PROVIDED_PERSONAL_SECTIONS];

/** The section shown at /personalCenter. */
export const FIRST_PERSONAL_SECTION: PersonalSectionKey = 'profile';

export function isPersonalSection(value: string | undefined): value is PersonalSectionKey {
  return PERSONAL_SECTION_KEYS.includes(value as PersonalSectionKey);
}

/**
 * Query values of links made before the sections had addresses (/personalCenter?list=…, the digest e-mails'
 * /personalCenter?subscription=…): the section that reads them, where such a link now leads.
 */
export const LEGACY_SECTION_QUERY: Readonly<Record<string, PersonalSectionKey>> = {
  list: 'content',
  subscription: 'tenderSubscriptions',
  subscriptionPage: 'tenderSubscriptions',
  pointsPage: 'points',
  followOrg: 'tenderFollows',
  followPage: 'tenderFollows',
  favoritePage: 'tenderFavorites',
  studyKind: 'studyCenter',
  studyPage: 'studyCenter',
};
