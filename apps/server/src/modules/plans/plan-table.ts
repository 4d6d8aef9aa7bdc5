/** The one plan table lives in the contracts (shared with the web's pricing page); re-exported for server importers. */
export { planTable, TRIAL_DAYS } from '@cp/contracts';
