import { periodOf } from '../job-record.ts';
import { arr, date, mapEach, obj, optNum, optStr, str, type BoardJob, type Connector } from './board-types.ts';
import { htmlToText } from './html-text.ts';
import { employmentTypeOf, workModeOf } from './infer.ts';

/** Greenhouse Job Board API (no key): one dump per board, `content` entity-escaped HTML. */
export const greenhouse: Connector = {
  requests: (board) => [
    {
      url: `https://boards-api.greenhouse.io/v1/boards/${encodeURIComponent(board.slug ?? '')}/jobs?content=true&pay_transparency=true`,
    },
  ],
  map: (payload, board) =>
    mapEach(obj(payload)['jobs'], board, (item): BoardJob => {
      const location = optStr(obj(item['location'])['name']) ?? '';
      const offices = arr(item['offices'])
        .map((o) => `${optStr(obj(o)['name']) ?? ''} ${optStr(obj(o)['location']) ?? ''}`)
        .join(' ');
      const metadata = arr(item['metadata'])
        .map(obj)
        .find((m) => /employment type/i.test(optStr(m['name']) ?? ''));
      const title = str(item['title'], 'title');
      const description = htmlToText(optStr(item['content']) ?? '');
      const pay = obj(arr(item['pay_input_ranges'])[0]);
      const min = optNum(pay['min_cents']);
      const max = optNum(pay['max_cents']);
      return {
        source: 'gh',
        sourceId: str(item['id'], 'id'),
        title,
        company: optStr(item['company_name']) ?? board.name,
        location: location || optStr(obj(arr(item['offices'])[0])['location']) || 'Location not specified',
        workMode: workModeOf(location, offices),
        employmentType: employmentTypeOf(optStr(metadata?.['value']), title) ?? 'FULLTIME',
        description,
        salary:
          min !== null || max !== null
            ? {
                min: min === null ? null : min / 100,
                max: max === null ? null : max / 100,
                currency: optStr(pay['currency_type']) ?? 'USD',
                period: 'year',
              }
            : null,
        applyUrl: optStr(item['absolute_url']),
        contactEmail: null,
        postedAt: date(item['first_published'] ?? item['updated_at'], 'updated_at'),
      };
    }),
};

/** Lever pages: `skip` and `limit`; a bare array with no total, so a full page means another may follow. */
export const LEVER_PAGE = 100;
const leverPage = (slug: string, skip: number) =>
  `https://api.lever.co/v0/postings/${encodeURIComponent(slug)}?mode=json&skip=${skip}&limit=${LEVER_PAGE}`;

/** Lever Postings API (no key): a bare array, read a page of 100 at a time; the company is not in it (board config). */
export const lever: Connector = {
  requests: (board) => [{ url: leverPage(board.slug ?? '', 0) }],
  next: (request, payload) => {
    if (!Array.isArray(payload) || payload.length < LEVER_PAGE) return null;
    const url = new URL(request.url);
    const skip = Number(url.searchParams.get('skip') ?? 0) + LEVER_PAGE;
    url.searchParams.set('skip', String(skip));
    return { ...request, url: url.href };
  },
  map: (payload, board) =>
    mapEach(payload, board, (item): BoardJob => {
      const categories = obj(item['categories']);
      const lists = arr(item['lists'])
        .map(obj)
        .map((l) => `${optStr(l['text']) ?? ''}\n${htmlToText(optStr(l['content']) ?? '')}`);
      const description = [
        optStr(item['descriptionPlain']) ?? htmlToText(optStr(item['description']) ?? ''),
        ...lists,
        optStr(item['additionalPlain']) ?? '',
      ]
        .filter(Boolean)
        .join('\n\n');
      const range = obj(item['salaryRange']);
      const period = periodOf(optStr(range['interval']));
      const workplace = optStr(item['workplaceType']);
      const location = optStr(categories['location']) ?? 'Location not specified';
      const title = str(item['text'], 'text');
      return {
        source: 'lever',
        sourceId: str(item['id'], 'id'),
        title,
        company: board.name,
        location,
        workMode:
          workplace === 'remote'
            ? 'remote'
            : workplace === 'hybrid'
              ? 'hybrid'
              : workplace === 'on-site'
                ? 'onsite'
                : workModeOf(location),
        employmentType: employmentTypeOf(optStr(categories['commitment']), title) ?? 'FULLTIME',
        description,
        salary:
          period && (optNum(range['min']) !== null || optNum(range['max']) !== null)
            ? {
                min: optNum(range['min']),
                max: optNum(range['max']),
                currency: optStr(range['currency']) ?? 'USD',
                period,
              }
            : null,
        applyUrl: optStr(item['applyUrl']) ?? optStr(item['hostedUrl']),
        contactEmail: null,
        postedAt: date(item['createdAt'], 'createdAt'),
      };
    }),
};

const ASHBY_TYPES: Record<string, BoardJob['employmentType']> = {
  FullTime: 'FULLTIME',
  PartTime: 'PARTTIME',
  Intern: 'INTERN',
  Contract: 'CONTRACTOR',
  Temporary: 'CONTRACTOR',
};

/** Ashby Job Posting API (no key): no paging; unlisted jobs are skipped. */
export const ashby: Connector = {
  requests: (board) => [
    {
      url: `https://api.ashbyhq.com/posting-api/job-board/${encodeURIComponent(board.slug ?? '')}?includeCompensation=true`,
    },
  ],
  map: (payload, board) =>
    mapEach(obj(payload)['jobs'], board, (item): BoardJob | null => {
      if (item['isListed'] === false) return null;
      const workplace = optStr(item['workplaceType']);
      const location = optStr(item['location']) ?? 'Location not specified';
      const tiers = arr(obj(item['compensation'])['compensationTiers'])
        .flatMap((t) => arr(obj(t)['components']))
        .map(obj);
      const salary = tiers.find((c) => c['compensationType'] === 'Salary');
      const period = periodOf(optStr(salary?.['interval']));
      return {
        source: 'ashby',
        sourceId: str(item['id'], 'id'),
        title: str(item['title'], 'title'),
        company: board.name,
        location,
        workMode:
          workplace === 'Remote'
            ? 'remote'
            : workplace === 'Hybrid'
              ? 'hybrid'
              : workplace === 'OnSite'
                ? 'onsite'
                : item['isRemote'] === true
                  ? 'remote'
                  : workModeOf(location),
        employmentType: ASHBY_TYPES[optStr(item['employmentType']) ?? ''] ?? 'FULLTIME',
        description: optStr(item['descriptionPlain']) ?? htmlToText(optStr(item['descriptionHtml']) ?? ''),
        salary:
          salary && period
            ? {
                min: optNum(salary['minValue']),
                max: optNum(salary['maxValue']),
                currency: optStr(salary['currencyCode']) ?? 'USD',
                period,
              }
            : null,
        applyUrl: optStr(item['applyUrl']) ?? optStr(item['jobUrl']),
        contactEmail: null,
        postedAt: date(item['publishedAt'], 'publishedAt'),
      };
    }),
};
