import type { Requirement } from '../../posting/extract-requirements.ts';
import { contentStems, labelItems } from '../../posting/requirement-terms.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const names = (text: string, form: string) =>
  form.length > 0 && new RegExp(`(?<![\\p{L}\\d])${escape(form)}(?![\\p{L}\\d])`, 'iu').test(text);
/** Stems of one word family: equal, or one starts the other ('lead' ~ 'leadership'), four letters at least. */
const sameFamily = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

/**
 * True when a resume line actually shows a requirement, so the letter's evidence panel pairs the two.
 * For one item of the requirement ('HubSpot or Marketo' has two): every tool or hard skill the item
 * names is in the line, and at least half of the item's content words are ('HubSpot or Marketo' <-
 * 'Rebuilt the lead scoring model in HubSpot', never <- 'Lead a team of 3 marketers'; 'Salesforce
 * reporting' never <- 'the monthly board report'; 'Leadership of nursing teams' <- 'Leads a team of 6
 * nurses'). The fit may count looser evidence; the letter says 'this line shows that' only when it does.
 */
export function lineShowsRequirement(requirement: Pick<Requirement, 'label' | 'skills'>, text: string): boolean {
  const have = contentStems(text, { keepFiller: true });
  const hard = requirement.skills.filter((s) => s.category !== 'soft');
  return labelItems(requirement.label).items.some((item) => {
    const named = hard.filter((s) => [s.name, ...s.forms.map((f) => f.text)].some((form) => names(item, form)));
    if (!named.every((s) => [s.name, ...s.forms.map((f) => f.text)].some((form) => names(text, form)))) return false;
    const want = contentStems(item);
    return want.length > 0 && want.filter((w) => have.some((h) => sameFamily(w, h))).length * 2 >= want.length;
  });
}
