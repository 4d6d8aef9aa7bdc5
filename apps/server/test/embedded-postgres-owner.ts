// A process that starts the embedded PostgreSQL on the data directory given as its argument, says
// 'ready <url>' and waits: db/leftover-postgres.int.test.ts kills it hard to leave the server orphaned.
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';

const server = await startEmbeddedPostgres(process.argv[2]!);
process.stdout.write(`ready ${server.url}\n`);
setInterval(() => undefined, 60_000);
