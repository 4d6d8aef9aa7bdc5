import { readFileSync } from 'node:fs';
import type { EmploymentType } from '@cp/contracts';
import type { City } from '../gazetteer.ts';
import type { JobRecord, SalaryPeriod, WorkMode } from '../job-record.ts';
import { COMPANY_FIRST, COMPANY_KIND, INTROS, SENIORITY } from './demo-words.ts';
import { jobDataFile } from '../data-file.ts';

/** An occupation of apps/server/data/demo-occupations.json (O*NET tasks and skills, BLS wages). */
export type DemoOccupation = {
  code: string;
  title: string;
  tasks: string[];
  skills: string[];
  p25: number;
  p50: number;
  p75: number;
  employment: number;
};

export const DEMO_JOB_COUNT = 4000;
export const DEMO_NOTE =
  'This is a demo listing, generated from O*NET occupation data and BLS wage estimates: it is not a real job and there is no employer to apply to.';

export function loadDemoOccupations(file = jobDataFile('demo-occupations.json')): DemoOccupation[] {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as {
    occupations: Array<[string, string, string[], string[], number, number, number, number]>;
  };
  return raw.occupations.map(([code, title, tasks, skills, p25, p50, p75, employment]) => ({
    code,
    title,
    tasks,
    skills,
    p25,
    p50,
    p75,
    employment,
  }));
}

/** mulberry32: a small seeded generator, so the catalogue is the same on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weightedPicker<T>(items: readonly T[], weight: (item: T) => number): (r: number) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += weight(item)));
  return (r) => {
    const target = r * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return items[lo]!;
  };
}

/** 'Software Developers' -> 'Software Developer'; 'Secretaries and Administrative Assistants, Except Legal' -> 'Administrative Assistant'; 'Software Quality Assurance Analysts and Testers' -> 'Software Quality Assurance Analyst'. */
export function singularTitle(onetTitle: string): string {
  let title = onetTitle.split(',')[0]!.trim();
  // 'Secretaries and Administrative Assistants' -> the last part; 'Analysts and Testers' -> the first;
  // 'Training and Development Specialists' (one noun qualifying both) -> the whole title
  const parts = title.split(' and ');
  if (parts.length > 1) {
    const last = parts[parts.length - 1]!;
    if (last.split(' ').length === 1) title = parts[0]!;
    else if (parts[0]!.split(' ').length > 1 || /(?:ies|ers|ors|ists|ants|ents|ans)$/.test(parts[0]!)) title = last;
  }
  const words = title.split(' ');
  const last = words[words.length - 1]!;
  words[words.length - 1] = /ies$/.test(last)
    ? last.replace(/ies$/, 'y')
    : /(?:ss|ch|sh|x)es$/.test(last)
      ? last.slice(0, -2)
      : /s$/.test(last) && !/ss$/.test(last)
        ? last.slice(0, -1)
        : last;
  return words.join(' ');
}

const roundTo = (n: number, step: number) => Math.round(n / step) * step;

/**
 * The offline demo catalogue: `count` jobs generated deterministically (the same seed gives the same
 * jobs) across the O*NET occupations with the most BLS employment and the gazetteer's US cities.
 * Posted dates are spread over the 45 days before `now`. Every job is marked demo.
 */
export function generateDemoCatalogue(options: {
  occupations: readonly DemoOccupation[];
  cities: readonly City[];
  now: Date;
  count?: number;
  seed?: number;
}): JobRecord[] {
  const rand = random(options.seed ?? 20_241_124);
  const pickOccupation = weightedPicker(options.occupations, (o) => Math.sqrt(o.employment));
  const pickCity = weightedPicker(
    options.cities.filter((c) => c.country === 'US' && c.weight > 0),
    (c) => c.weight,
  );
  const pickSeniority = weightedPicker(SENIORITY, (s) => s.share);
  const jobs: JobRecord[] = [];
  const count = options.count ?? DEMO_JOB_COUNT;
  for (let i = 0; i < count; i++) {
    const occupation = pickOccupation(rand());
    const level = pickSeniority(rand());
    const title = `${level.prefix}${singularTitle(occupation.title)}`;
    const group = occupation.code.slice(0, 2);
    const kinds = COMPANY_KIND[group] ?? ['Services'];
    const company = `${COMPANY_FIRST[Math.floor(rand() * COMPANY_FIRST.length)]} ${kinds[Math.floor(rand() * kinds.length)]}`;
    const modeRoll = rand();
    const remoteFriendly = ['13', '15', '17', '19', '23', '27', '41', '43'].includes(group);
    const workMode: WorkMode = remoteFriendly && modeRoll < 0.2 ? 'remote' : modeRoll < 0.32 ? 'hybrid' : 'onsite';
    const city = pickCity(rand());
    const location = workMode === 'remote' ? 'Remote (US)' : `${city.name}, ${city.region}`;
    const typeRoll = rand();
    const employmentType: EmploymentType =
      typeRoll < 0.82
        ? 'FULLTIME'
        : typeRoll < 0.9
          ? 'PARTTIME'
          : typeRoll < 0.97 || level.prefix !== 'Junior '
            ? 'CONTRACTOR'
            : 'INTERN';
    const yearsMin = rand() < 0.15 ? null : level.years[0] + Math.floor(rand() * (level.years[1] - level.years[0] + 1));
    const skills = occupation.skills.filter(() => rand() < 0.7).slice(0, 8);
    if (skills.length < 3)
      skills.push(...occupation.skills.filter((s) => !skills.includes(s)).slice(0, 3 - skills.length));
    const tasks = occupation.tasks.filter(() => rand() < 0.75).slice(0, 6);

    let salary: JobRecord['salary'] = null;
    if (rand() < 0.65) {
      const at = level.band[0] + rand() * (level.band[1] - level.band[0]);
      const mid =
        occupation.p25 + (occupation.p75 - occupation.p25) * at * 1.2 - (occupation.p75 - occupation.p25) * 0.1;
      const low = mid * 0.92;
      const high = mid * 1.08;
      const hourly = occupation.p50 < 50_000 || employmentType === 'PARTTIME';
      const period: SalaryPeriod = hourly ? 'hour' : 'year';
      salary = hourly
        ? { min: roundTo(low / 2080, 0.5), max: roundTo(high / 2080, 0.5), currency: 'USD', period }
        : { min: roundTo(low, 1000), max: roundTo(high, 1000), currency: 'USD', period };
    }
    const hoursAgo = Math.floor(rand() ** 1.6 * 45 * 24);
    const place =
      workMode === 'remote'
        ? '(remote, US)'
        : workMode === 'hybrid'
          ? `in ${city.name} (hybrid)`
          : `in ${city.name}, ${city.region}`;
    const lower = title.toLowerCase();
    const intro = INTROS[i % INTROS.length]!(company, `${/^[aeiou]/.test(lower) ? 'an' : 'a'} ${lower}`, place);
    const pay = salary
      ? `Pay: ${salary.period === 'hour' ? `$${salary.min!.toFixed(2)}-$${salary.max!.toFixed(2)} an hour` : `$${salary.min!.toLocaleString('en-US')}-$${salary.max!.toLocaleString('en-US')} a year`}.`
      : '';
    const description = [
      intro,
      '',
      'What you will do:',
      ...tasks.map((t) => `- ${t}`),
      '',
      'What you bring:',
      yearsMin !== null && yearsMin > 0
        ? `- ${yearsMin}+ years of experience as a ${singularTitle(occupation.title).toLowerCase()} or in a similar role`
        : '- Experience in a similar role is welcome but not required',
      `- Working knowledge of ${skills.slice(0, -1).join(', ')}${skills.length > 1 ? ' and ' : ''}${skills[skills.length - 1]}`,
      '',
      pay,
      DEMO_NOTE,
    ]
      .filter((line, index, all) => !(line === '' && all[index - 1] === ''))
      .join('\n');
    jobs.push({
      source: 'demo',
      sourceId: String(i + 1).padStart(5, '0'),
      title,
      company,
      location,
      country: 'US',
      lat: workMode === 'remote' ? null : city.lat,
      lng: workMode === 'remote' ? null : city.lng,
      workMode,
      employmentType,
      description,
      skills,
      occupationCode: occupation.code,
      yearsMin,
      salary,
      applyUrl: null,
      contactEmail: null,
      postedAt: new Date(options.now.getTime() - hoursAgo * 3600_000 - Math.floor(rand() * 3600_000)),
    });
  }
  return jobs;
}
