import { companyKey, type Application } from '@cp/contracts';

/** The applications already tracked at this company (a warning before applying there again). */
export function sameCompany(apps: readonly Application[], company: string, exceptId?: string): Application[] {
  const key = companyKey(company);
  if (!key) return [];
  return apps.filter((a) => a.id !== exceptId && companyKey(a.company) === key);
}
