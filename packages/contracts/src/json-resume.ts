import { z } from 'zod';
import { text } from './text.ts';

/**
 * The parts of a JSON Resume (jsonresume.org schema 1.0) the builder imports. Every field is optional as
 * in the schema, but a field of the wrong type is refused with a 400 that names it; unknown fields are
 * ignored. Sizes are capped so one import cannot hold more than a resume does.
 */
const s = (max = 2_000) => text().max(max).optional();
const list = <T extends z.ZodType>(item: T, max = 100) => z.array(item).max(max).optional();
const highlights = list(text().max(2_000));

const entry = z.object({
  name: s(300),
  title: s(300),
  position: s(300),
  organization: s(300),
  institution: s(300),
  awarder: s(300),
  issuer: s(300),
  publisher: s(300),
  location: s(300),
  startDate: s(40),
  endDate: s(40),
  date: s(40),
  releaseDate: s(40),
  summary: s(),
  description: s(),
  highlights,
  area: s(300),
  studyType: s(300),
  score: s(40),
  url: s(500),
});

export const JsonResumeSchema = z.object({
  basics: z
    .object({
      name: s(300),
      label: s(300),
      email: s(300),
      phone: s(300),
      url: s(500),
      summary: s(5_000),
      location: z
        .object({ address: s(300), city: s(300), region: s(300), countryCode: s(40), postalCode: s(40) })
        .optional(),
      profiles: list(z.object({ network: s(100), username: s(300), url: s(500) }), 20),
    })
    .optional(),
  work: list(entry, 60),
  volunteer: list(entry, 30),
  education: list(entry, 30),
  awards: list(entry, 50),
  certificates: list(entry, 50),
  publications: list(entry, 50),
  projects: list(entry, 60),
  skills: list(z.object({ name: s(300), level: s(100), keywords: list(text().max(300), 100) }), 100),
  languages: list(z.object({ language: s(100), fluency: s(100) }), 30),
  interests: list(z.object({ name: s(300), keywords: list(text().max(300), 50) }), 30),
});
export type JsonResume = z.infer<typeof JsonResumeSchema>;
