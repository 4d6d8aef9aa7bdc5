import { periodOf, type SalaryPeriod } from '../job-record.ts';
import { arr, date, mapEach, obj, optNum, optStr, str, type BoardJob, type Connector } from './board-types.ts';
import { htmlToText } from './html-text.ts';
import { employmentTypeOf, workModeOf } from './infer.ts';

export type BoardKeys = {
  usajobs?: { key: string; email: string };
  adzuna?: { appId: string; appKey: string; country: string };
  jsearch?: { key: string };
  /** What the keyed search APIs are asked for (they have no 'everything' listing). */
  query: string;
};

const USAJOBS_PERIODS: Record<string, SalaryPeriod> = {
  'per year': 'year',
  pa: 'year',
  'per hour': 'hour',
  ph: 'hour',
  'per day': 'day',
  pd: 'day',
  pw: 'week',
  pm: 'month',
};

/** USAJOBS Search API (free key; headers Host, User-Agent = the registered e-mail, Authorization-Key). */
export function usajobs(keys: BoardKeys): Connector {
  return {
    requests: () =>
      keys.usajobs
        ? [
            {
              url: `https://data.usajobs.gov/api/search?Keyword=${encodeURIComponent(keys.query)}&ResultsPerPage=500&Page=1&Fields=Full`,
              headers: { 'user-agent': keys.usajobs.email, 'authorization-key': keys.usajobs.key },
            },
          ]
        : [],
    map: (payload, board) =>
      mapEach(obj(obj(payload)['SearchResult'])['SearchResultItems'], board, (item): BoardJob => {
        const d = obj(item['MatchedObjectDescriptor']);
        const details = obj(obj(d['UserArea'])['Details']);
        const place = obj(arr(d['PositionLocation'])[0]);
        const pay = obj(arr(d['PositionRemuneration'])[0]);
        const rate = (optStr(pay['RateIntervalCode']) ?? '').toLowerCase();
        const period = USAJOBS_PERIODS[rate] ?? null;
        const schedule = optStr(obj(arr(d['PositionSchedule'])[0])['Code']);
        const offering = arr(d['PositionOfferingType'])
          .map((o) => optStr(obj(o)['Name']) ?? '')
          .join(' ');
        const description = [
          optStr(details['JobSummary']),
          ...arr(details['MajorDuties']).map((x) => `- ${String(x)}`),
          optStr(d['QualificationSummary']),
        ]
          .filter(Boolean)
          .join('\n\n');
        return {
          source: 'usajobs',
          sourceId: str(item['MatchedObjectId'], 'MatchedObjectId'),
          title: str(d['PositionTitle'], 'PositionTitle'),
          company: optStr(d['OrganizationName']) ?? optStr(d['DepartmentName']) ?? 'U.S. federal government',
          location: optStr(place['LocationName']) ?? 'Location not specified',
          country: optStr(place['CountryCode']) === 'United States' ? 'US' : null,
          lat: optNum(place['Latitude']),
          lng: optNum(place['Longitude']),
          workMode:
            details['RemoteIndicator'] === true ? 'remote' : details['TeleworkEligible'] === true ? 'hybrid' : 'onsite',
          employmentType: /intern|student/i.test(offering) ? 'INTERN' : schedule === '2' ? 'PARTTIME' : 'FULLTIME',
          description,
          salary: period
            ? { min: optNum(pay['MinimumRange']), max: optNum(pay['MaximumRange']), currency: 'USD', period }
            : null,
          applyUrl: optStr(arr(d['ApplyURI'])[0]) ?? optStr(d['PositionURI']),
          contactEmail: null,
          postedAt: date(d['PublicationStartDate'], 'PublicationStartDate'),
        };
      }),
  };
}

const ADZUNA_CURRENCY: Record<string, string> = {
  gb: 'GBP',
  us: 'USD',
  de: 'EUR',
  fr: 'EUR',
  nl: 'EUR',
  at: 'EUR',
  es: 'EUR',
  it: 'EUR',
  ca: 'CAD',
  au: 'AUD',
  in: 'INR',
  pl: 'PLN',
  ch: 'CHF',
  sg: 'SGD',
  nz: 'NZD',
  za: 'ZAR',
  br: 'BRL',
  mx: 'MXN',
};

/** Adzuna (app_id + app_key): descriptions are snippets; 'Jobs by Adzuna' is named with its jobs. */
export function adzuna(keys: BoardKeys): Connector {
  return {
    requests: () =>
      keys.adzuna
        ? [
            {
              url: `https://api.adzuna.com/v1/api/jobs/${keys.adzuna.country}/search/1?app_id=${encodeURIComponent(keys.adzuna.appId)}&app_key=${encodeURIComponent(keys.adzuna.appKey)}&results_per_page=50&what=${encodeURIComponent(keys.query)}&content-type=application/json`,
            },
          ]
        : [],
    map: (payload, board) =>
      mapEach(obj(payload)['results'], board, (item): BoardJob => {
        const title = htmlToText(str(item['title'], 'title'));
        const description = htmlToText(optStr(item['description']) ?? '');
        const min = optNum(item['salary_min']);
        const max = optNum(item['salary_max']);
        return {
          source: 'adzuna',
          sourceId: str(item['id'], 'id'),
          title,
          company: optStr(obj(item['company'])['display_name']) ?? 'Company not named',
          location: optStr(obj(item['location'])['display_name']) ?? 'Location not specified',
          lat: optNum(item['latitude']),
          lng: optNum(item['longitude']),
          workMode: workModeOf(title, optStr(obj(item['location'])['display_name']), description),
          employmentType:
            item['contract_type'] === 'contract'
              ? 'CONTRACTOR'
              : item['contract_time'] === 'part_time'
                ? 'PARTTIME'
                : 'FULLTIME',
          description,
          salary:
            min !== null || max !== null
              ? { min, max, currency: ADZUNA_CURRENCY[keys.adzuna?.country ?? 'us'] ?? 'USD', period: 'year' }
              : null,
          applyUrl: optStr(item['redirect_url']),
          contactEmail: null,
          postedAt: date(item['created'], 'created'),
        };
      }),
  };
}

/** JSearch on RapidAPI (key): `data[]`, or `data.jobs[]` in newer answers. */
export function jsearch(keys: BoardKeys): Connector {
  return {
    requests: () =>
      keys.jsearch
        ? [
            {
              url: `https://jsearch.p.rapidapi.com/search?query=${encodeURIComponent(keys.query)}&page=1&num_pages=1`,
              headers: { 'x-rapidapi-key': keys.jsearch.key, 'x-rapidapi-host': 'jsearch.p.rapidapi.com' },
            },
          ]
        : [],
    map: (payload, board) => {
      const data = obj(payload)['data'];
      return mapEach(Array.isArray(data) ? data : obj(data)['jobs'], board, (item): BoardJob => {
        const highlights = obj(item['job_highlights']);
        const extra = Object.entries(highlights)
          .map(
            ([k, v]) =>
              `${k}:\n${arr(v)
                .map((x) => `- ${String(x)}`)
                .join('\n')}`,
          )
          .join('\n\n');
        const period = periodOf(optStr(item['job_salary_period']));
        const city = [optStr(item['job_city']), optStr(item['job_state']), optStr(item['job_country'])]
          .filter(Boolean)
          .join(', ');
        return {
          source: 'jsearch',
          sourceId: str(item['job_id'], 'job_id'),
          title: str(item['job_title'], 'job_title'),
          company: str(item['employer_name'], 'employer_name'),
          location: optStr(item['job_location']) ?? (city || 'Location not specified'),
          country: optStr(item['job_country']),
          lat: optNum(item['job_latitude']),
          lng: optNum(item['job_longitude']),
          workMode: item['job_is_remote'] === true ? 'remote' : 'onsite',
          employmentType: employmentTypeOf(optStr(item['job_employment_type'])) ?? 'FULLTIME',
          description: [optStr(item['job_description']) ?? '', extra].filter(Boolean).join('\n\n'),
          salary:
            period && (optNum(item['job_min_salary']) !== null || optNum(item['job_max_salary']) !== null)
              ? {
                  min: optNum(item['job_min_salary']),
                  max: optNum(item['job_max_salary']),
                  currency: optStr(item['job_salary_currency']) ?? 'USD',
                  period,
                }
              : null,
          applyUrl: optStr(item['job_apply_link']),
          contactEmail: null,
          postedAt: date(item['job_posted_at_datetime_utc'], 'job_posted_at_datetime_utc'),
        };
      });
    },
  };
}
