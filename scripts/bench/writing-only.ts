// `node --import tsx scripts/bench/writing-only.ts [--split dev|holdout] [--verbose]`: only the writing checks of
// bench:quality (print-writing.ts) on one split, for tuning the writers on dev without the whole bench.
import path from 'node:path';
import { createEngine } from '../../packages/engine/src/index.ts';
import { measureWritingSplit, printWriting } from './print-writing.ts';

const args = process.argv.slice(2);
const split = args.includes('--split') && args[args.indexOf('--split') + 1] === 'holdout' ? 'holdout' : 'dev';
const created = createEngine();
if (!created.ok) throw new Error(created.error);
const dataDir = path.resolve(import.meta.dirname, '../../../shared/data');
printWriting(split, await measureWritingSplit(created.value, dataDir, split), { verbose: args.includes('--verbose') });
