import { openDatabase } from '../src/db/client';

// Test helper process: opens the embedded database in the folder given as argument, prints
// "ready", and holds it until SIGTERM / SIGINT (the lock's own handlers release it then).
const dataDir = process.argv[2];
await openDatabase({ kind: 'pglite', dataDir });
process.stdout.write('ready\n');
setInterval(() => undefined, 60_000);
