// Summarises a V8 CPU profile (node --cpu-prof) of the server: self time by package or source folder
// and the heaviest functions, as shares of the busy (non-idle) time. Used for docs/PERFORMANCE.md.
// --window S keeps the S seconds that end 2 s before the profile does (bench:api stops the server right
// after the measured call), leaving out start-up (module loading, dictionaries) and sign-in.
//   node apps/server/bench/cpu-profile-summary.mjs /tmp/prof/CPU.*.cpuprofile [--top 25] [--window 5]
import fs from 'node:fs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : undefined);
const top = option('--top') ?? 25;
const windowSeconds = option('--window');
const files = args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));

/** A readable owner for a script: node_modules package, node internals, or the repository folder. */
const ownerOf = (url) => {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const packageMatch = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (packageMatch) return packageMatch[1];
  const repoMatch = url.match(/(apps\/server\/src\/[^/]+(?:\/[^/]+)?|packages\/[^/]+)/);
  return repoMatch ? repoMatch[1] : url.replace(/^file:\/\//, '');
};

for (const file of files) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTicks = new Map();
  let time = profile.startTime;
  const times = profile.timeDeltas.map((delta) => (time += delta));
  const windowEnd = profile.endTime - 2e6;
  const inWindow = (index) => windowSeconds === undefined || (times[index] <= windowEnd && times[index] > windowEnd - windowSeconds * 1e6);
  let total = 0;
  profile.samples.forEach((sample, index) => {
    if (!inWindow(index)) return;
    total += 1;
    selfTicks.set(sample, (selfTicks.get(sample) ?? 0) + 1);
  });
  let idle = 0;
  const byOwner = new Map();
  const byFunction = new Map();
  for (const [id, ticks] of selfTicks) {
    const { callFrame } = byId.get(id);
    const name = callFrame.functionName || '(anonymous)';
    if (name === '(idle)' || name === '(program)') {
      idle += name === '(idle)' ? ticks : 0;
      if (name === '(idle)') continue;
    }
    const owner = name === '(garbage collector)' ? '(garbage collector)' : ownerOf(callFrame.url);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + ticks);
    const key = `${name} ${ownerOf(callFrame.url)}:${callFrame.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ticks);
  }
  const busy = total - idle;
  const share = (ticks) => `${((ticks / busy) * 100).toFixed(1)}%`;
  const seconds = windowSeconds ?? (profile.endTime - profile.startTime) / 1e6;
  console.log(`\n${file}\n${seconds.toFixed(1)} s profiled, busy ${((busy / total) * 100).toFixed(0)}% of samples`);
  console.log('\nself time by owner:');
  for (const [owner, ticks] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${share(ticks).padStart(6)}  ${owner}`);
  console.log('\nheaviest functions (self):');
  for (const [name, ticks] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${share(ticks).padStart(6)}  ${name}`);
}
