import type { Requirement } from '../../posting/extract-requirements.ts';
import { contentStems, labelItems } from '../../posting/requirement-terms.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const names = (text: string, form: string) =>
  form.length > 0 && new RegExp(`(?<![\\p{L}\\d])${escape(form)}(?![\\p{L}\\d])`, 'iu').test(text);
/** Stems of one word family: equal, or one starts the other ('lead' ~ 'leadership'), four letters at least. */
const sameFamily = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));
/** The parts of one item a posting joins with a dash or 'and' ('Client focused - excellent customer service and communication'). */
const PARTS = /\s+[-–—]\s+|\s+and\s+|\s*;\s*/i;
/** A part is used alone only with two content words or more: one word alone ('focused') is in too many lines. */
const MIN_PART_WORDS = 2;

/**
 * True when a resume line actually shows a requirement, so the letter's evidence panel pairs the two.
 * For one item of the requirement ('HubSpot or Marketo' has two): every tool the item names is in the
 * line, and at least half of the item's content words are ('HubSpot or Marketo' <- 'Rebuilt the lead
 * scoring model in HubSpot', never <- 'Lead a team of 3 marketers'; 'Salesforce reporting' never <-
 * 'the monthly board report'; 'Leadership of nursing teams' <- 'Leads a team of 6 nurses'). An item
 * that names tools is also shown by a line naming every one of them, as Fit Matrix matches skills (the
 * item's other words are its wording). An item joined of parts is shown by a line holding every content
 * word of one part ('excellent customer service' <- 'Serving customers ...'; never 'Client focused' <-
 * 'Focused on sales'). Knowledge areas ('Customer and Personal Service') are matched by their words, as
 * soft skills are: no line names them. The fit may count looser evidence; the letter says 'this line
 * shows that' only when it does. `wholly`: every content word of the item or of one part is needed (a
 * line the letter picked for something else, before its close names a requirement: 'data analyst' is
 * never shown by 'exploratory factor analysis').
 */
export function lineShowsRequirement(
  requirement: Pick<Requirement, 'label' | 'skills'>,
  text: string,
  options: { wholly?: boolean } = {},
): boolean {
  const have = contentStems(text, { keepFiller: true });
  const hasWord = (w: string) => have.some((h) => sameFamily(w, h));
  const tools = requirement.skills.filter((s) => s.category === 'technology');
  const named = (skill: (typeof tools)[number], where: string) =>
    [skill.name, ...skill.forms.map((f) => f.text)].some((form) => names(where, form));
  return labelItems(requirement.label).items.some((item) => {
    const asked = tools.filter((s) => named(s, item));
    if (!asked.every((s) => named(s, text))) return false;
    if (asked.length > 0) return true;
    const want = contentStems(item);
    const needed = options.wholly ? want.length : Math.ceil(want.length / 2);
    // wholly, one word is needed as written: 'programming' is not shown by 'educational programs'
    const asWritten =
      !options.wholly ||
      want.length !== 1 ||
      item.split(/[^\p{L}\d]+/u).some((w) => contentStems(w)[0] === want[0] && names(text, w));
    if (want.length > 0 && want.filter(hasWord).length >= needed && asWritten) return true;
    const parts = item.split(PARTS).map((part) => contentStems(part));
    return parts.length > 1 && parts.some((part) => part.length >= MIN_PART_WORDS && part.every(hasWord));
  });
}
