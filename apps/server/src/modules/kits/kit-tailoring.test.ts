import { describe, expect, it } from 'vitest';
import { changeStillIn } from './kit-tailoring.ts';

const change = (over: Partial<Parameters<typeof changeStillIn>[0]>) => ({
  tailored: '',
  flagged: false,
  section: 'experience',
  kind: 'rewrite',
  ...over,
});

describe("changeStillIn: what the user's edit kept of a tailoring change", () => {
  it('keeps a reworded line only while its new wording is there', () => {
    const c = change({ tailored: 'Cut p99 latency by 40% by tuning PostgreSQL indexes' });
    expect(changeStillIn(c, '• Cut p99 latency by 40% by tuning PostgreSQL indexes\n• Built APIs')).toBe(true);
    expect(changeStillIn(c, '• Cut p99 latency by 40% by tuning Postgres indexes')).toBe(false);
    expect(changeStillIn({ ...c, flagged: true }, c.tailored)).toBe(false);
  });

  it('keeps lines moved up only while they stay in that order', () => {
    const c = change({ kind: 'order-bullets', tailored: 'Built APIs in Go\nRan the on-call rota' });
    expect(changeStillIn(c, '• Built APIs in Go\n• Ran the on-call rota')).toBe(true);
    expect(changeStillIn(c, '• Ran the on-call rota\n• Built APIs in Go')).toBe(false);
  });

  it('keeps added skills while each is listed, in any order; a reordered list needs its order', () => {
    const added = change({ section: 'skills', kind: 'add-skills', tailored: 'Python, Django, Docker, PostgreSQL' });
    expect(changeStillIn(added, 'SKILLS\nDocker, Python, Django, PostgreSQL')).toBe(true);
    expect(changeStillIn(added, 'SKILLS\nPython, Django, PostgreSQL')).toBe(false);
    const ordered = change({ section: 'skills', kind: 'order-skills', tailored: 'HubSpot, Google Analytics, SEO' });
    expect(changeStillIn(ordered, 'HubSpot, Google Analytics, SEO')).toBe(true);
    expect(changeStillIn(ordered, 'SEO, HubSpot, Google Analytics')).toBe(false);
  });
});
