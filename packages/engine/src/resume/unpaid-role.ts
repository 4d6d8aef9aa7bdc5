/**
 * Unpaid work a resume lists among its jobs: volunteering, a sponsorship ('Sponsored Athlete'), pro bono or
 * unpaid work. Such a role is kept (it is the person's experience) but is no paid employment: it does not
 * count toward years of experience, and a letter does not present it as the current job.
 */
const UNPAID =
  /\b(?:volunteer(?:s|ed|ing)?|unpaid|pro[- ]bono|sponsored\s+(?:athlete|rider|driver|competitor|player|runner|climber|surfer|skater|gamer)|sponsorships?|brand\s+sponsor)\b/i;

/** Words that name an organisation: 'Harbor Volunteer Fire Company' is an employer even though it says 'volunteer'. */
const ORGANISATION =
  /\b(?:inc|ltd|llc|corp|company|department|dept|association|foundation|society|club|network|league|corps|organi[sz]ation|council|center|centre|services|fund|trust|charity|hospital|church)\b\.?/i;

/** Whether a title or an employer names unpaid work: 'Volunteer Coach', 'Sponsored Athlete', 'Pro Bono Counsel'. */
export const namesUnpaidWork = (text: string | null): boolean => text !== null && UNPAID.test(text);

/**
 * A header part that names a sponsorship or volunteering rather than the organisation worked for ('Pro Sponsored
 * Athlete', 'Volunteering'): never the role's employer. A named organisation ('Eastvale Volunteer Fire Department') is.
 */
export const isUnpaidLabel = (text: string): boolean => UNPAID.test(text) && !ORGANISATION.test(text);
