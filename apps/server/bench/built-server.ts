import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The node arguments that run the server of the checkout at `root` as `npm start` does: built once
 * (scripts/build-server.mjs), then apps/server/dist/server.mjs. A checkout from before the build existed
 * (a --compare-with of bench:api) runs its sources through tsx, as its own `npm start` did.
 */
export const serverEntryArguments = (root: string): string[] => {
  const builder = path.join(root, 'scripts/build-server.mjs');
  if (!existsSync(builder)) return ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')];
  execFileSync(process.execPath, [builder], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  return ['--enable-source-maps', path.join(root, 'apps/server/dist/server.mjs')];
};
