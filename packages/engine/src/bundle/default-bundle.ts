// The committed data bundle (packages/engine/bundle, built by scripts/build-engine-data.ts).
// Static JSON imports: no I/O at run time; bundlers include the data only where this is used.
import occupations from '../../bundle/occupations.json' with { type: 'json' };
import skills from '../../bundle/skills.json' with { type: 'json' };
import wages from '../../bundle/wages.json' with { type: 'json' };
import type { RawBundle } from './bundle-types.ts';

export const DEFAULT_BUNDLE: RawBundle = { skills, occupations, wages };
