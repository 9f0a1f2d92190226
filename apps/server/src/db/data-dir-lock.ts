import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The process that holds an embedded database folder. `bootId` and `processStart` (Linux
 * /proc) tell a live holder from a dead one whose pid was reused (a container's pid 1).
 */
export type LockHolder = {
  pid: number;
  host: string;
  startedAt: string;
  command: string;
  bootId?: string;
  processStart?: string;
};

/** Raised when another process holds the folder; the message names it and what to do. */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database ${path.dirname(lockFile)}/${path.basename(lockFile, '.lock')} is in use by another process ` +
        `(pid ${holder.pid} on ${holder.host}, started ${holder.startedAt}, command: ${holder.command}). ` +
        'PGlite is one process\'s database: stop that process first, or set DATABASE_URL to run several processes on one PostgreSQL database. ' +
        `If that process no longer runs, delete ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = {
  lockFile: string;
  /** Deletes the lock file if it is still ours (idempotent). */
  release: () => void;
};

const readOptional = (file: string): string | undefined => {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
};

const bootId = () => readOptional('/proc/sys/kernel/random/boot_id');

/** Field 22 of /proc/<pid>/stat: the process's start time in clock ticks since boot (Linux only). */
const processStartOf = (pid: number): string | undefined => {
  const stat = readOptional(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) is in parentheses and may contain spaces; count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19];
};

const describeSelf = (): LockHolder => ({
  pid: process.pid,
  host: os.hostname(),
  startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
  command: [path.basename(process.argv[0]), ...process.argv.slice(1)].join(' ').slice(0, 300),
  bootId: bootId(),
  processStart: processStartOf(process.pid),
});

const parseHolder = (text: string | undefined): LockHolder | undefined => {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    return typeof value.pid === 'number' && typeof value.host === 'string' ? (value as LockHolder) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Whether the holder certainly no longer runs: it ran on this machine since its last boot and
 * its pid is gone or belongs to a younger process. A holder on another host is never stale
 * (we cannot tell), nor is one we cannot read.
 */
const isStale = (holder: LockHolder): boolean => {
  if (holder.host !== os.hostname()) return false;
  const currentBoot = bootId();
  if (holder.bootId && currentBoot && holder.bootId !== currentBoot) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  const start = processStartOf(holder.pid);
  return holder.processStart !== undefined && start !== undefined && start !== holder.processStart;
};

const ageMs = (file: string): number => {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

const signals = ['SIGINT', 'SIGTERM'] as const;

/**
 * Takes the exclusive lock on an embedded database folder: the file `<folder>.lock` beside it,
 * created with O_EXCL and holding the holder's pid, host, start time and command. A lock left by
 * a process that died on this machine is taken over; any other holder makes this throw.
 * The lock is released by `release()`, at process exit, and on SIGINT / SIGTERM when nothing
 * else handles them (a script): then the process ends as the signal would have ended it.
 * @throws DataDirLockedError naming the holder.
 */
export const lockDataDir = (dataDir: string): DataDirLock => {
  const folder = path.resolve(dataDir);
  const lockFile = `${folder}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const self = describeSelf();
  const content = `${JSON.stringify(self)}\n`;

  for (let attempt = 0; ; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, content, { flag: 'wx', mode: 0o644 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = readOptional(lockFile);
    if (text === undefined && attempt < 3) continue; // released meanwhile
    const holder = parseHolder(text);
    // A lock file being written right now reads empty; one that stays unreadable for a minute was
    // left by a process that died while writing it.
    const abandoned = !holder && ageMs(lockFile) > 60_000;
    const unknownHolder: LockHolder = { pid: 0, host: 'unknown', startedAt: 'unknown', command: 'unknown (unreadable lock file)' };
    if ((!holder && !abandoned) || (holder && !isStale(holder)) || attempt >= 3) throw new DataDirLockedError(lockFile, holder ?? unknownHolder);
    // Take the dead holder's lock over: move it aside atomically, then check that what moved is
    // still the dead holder's (another process may have taken it over first) before retrying.
    const aside = `${lockFile}.stale-${process.pid}`;
    try {
      fs.renameSync(lockFile, aside);
    } catch {
      continue;
    }
    const moved = readOptional(aside);
    if (moved === text) {
      fs.rmSync(aside, { force: true });
      continue;
    }
    // Someone else's fresh lock: put it back (link fails if yet another one exists) and refuse.
    try {
      fs.linkSync(aside, lockFile);
    } catch {
      // the newer lock file stays
    }
    fs.rmSync(aside, { force: true });
    throw new DataDirLockedError(lockFile, parseHolder(moved) ?? holder ?? unknownHolder);
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    for (const signal of signals) process.removeListener(signal, onSignal);
    if (readOptional(lockFile) === content.trim()) fs.rmSync(lockFile, { force: true });
  };
  // With no other handler (scripts), a signal would end the process without 'exit': release,
  // then end it as the signal would have. The server's own handlers close the app instead.
  const onSignal = (signal: NodeJS.Signals) => {
    if (process.listenerCount(signal) > 1) return;
    release();
    process.kill(process.pid, signal);
  };
  process.on('exit', release);
  for (const signal of signals) process.on(signal, onSignal);
  return { lockFile, release };
};
