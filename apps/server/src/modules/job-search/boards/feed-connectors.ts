import { arr, date, mapEach, obj, optStr, str, type BoardJob, type Connector } from './board-types.ts';
import { htmlToText } from './html-text.ts';
import { employmentTypeOf, parsePayText, workModeOf } from './infer.ts';

/** Arbeitnow (no key): 100 jobs a page, newest first; we build `?page=N` ourselves (its `next` link carries a rotating search). */
export const ARBEITNOW_PAGES = 3;
export const arbeitnow: Connector = {
  requests: () =>
    Array.from({ length: ARBEITNOW_PAGES }, (_, i) => ({
      url: `https://www.arbeitnow.com/api/job-board-api?page=${i + 1}`,
    })),
  map: (payload, board) =>
    mapEach(obj(payload)['data'], board, (item): BoardJob => {
      const location = optStr(item['location']) ?? 'Location not specified';
      const tags = arr(item['tags'])
        .map((t) => String(t))
        .join(' ');
      const types = arr(item['job_types'])
        .map((t) => String(t))
        .join(' ');
      const created = item['created_at'];
      return {
        source: 'arbeitnow',
        sourceId: str(item['slug'], 'slug'),
        title: str(item['title'], 'title'),
        company: str(item['company_name'], 'company_name'),
        location,
        workMode: item['remote'] === true ? 'remote' : workModeOf(location, tags) === 'hybrid' ? 'hybrid' : 'onsite',
        employmentType: employmentTypeOf(types) ?? 'FULLTIME',
        description: htmlToText(optStr(item['description']) ?? ''),
        salary: null,
        applyUrl: optStr(item['url']),
        contactEmail: null,
        postedAt: date(typeof created === 'number' ? created * 1000 : created, 'created_at'),
      };
    }),
};

const REMOTIVE_TYPES: Record<string, BoardJob['employmentType']> = {
  full_time: 'FULLTIME',
  part_time: 'PARTTIME',
  contract: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  internship: 'INTERN',
};

/**
 * Remotive (no key). Its terms: at most a few requests a day (the schedule reads it every 6 hours),
 * link back to Remotive and name it (the apply link is Remotive's page; the drawer says so), never
 * forward its jobs to other boards.
 */
export const remotive: Connector = {
  requests: () => [{ url: 'https://remotive.com/api/remote-jobs' }],
  map: (payload, board) =>
    mapEach(obj(payload)['jobs'], board, (item): BoardJob => {
      const pay = parsePayText(optStr(item['salary']));
      return {
        source: 'remotive',
        sourceId: str(item['id'], 'id'),
        title: str(item['title'], 'title'),
        company: str(item['company_name'], 'company_name'),
        location: `Remote (${optStr(item['candidate_required_location']) ?? 'Worldwide'})`,
        workMode: 'remote',
        employmentType: REMOTIVE_TYPES[optStr(item['job_type']) ?? ''] ?? 'FULLTIME',
        description: htmlToText(optStr(item['description']) ?? ''),
        salary: pay,
        applyUrl: optStr(item['url']),
        contactEmail: null,
        postedAt: date(item['publication_date'], 'publication_date'),
      };
    }),
};
