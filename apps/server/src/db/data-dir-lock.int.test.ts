import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// node with tsx's loader (not the tsx CLI, which runs the script in a child process of its own)
const tsx = process.execPath;
const withTsx = (script: string, ...args: string[]) => ['--import', 'tsx', path.join(serverRoot, script), ...args];

/** Resolves with the child's stdout once it printed `text`; rejects when it exits or after `ms`. */
const waitForOutput = (child: ChildProcess, text: string, ms: number) =>
  new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no "${text}" within ${ms} ms: ${output}`)), ms);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before "${text}": ${output}`));
    });
  });

const exitOf = (child: ChildProcess, ms: number) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve({ code: child.exitCode, signal: child.signalCode });
    const timer = setTimeout(() => reject(new Error(`still running after ${ms} ms`)), ms);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
  });

describe('exclusive lock on the embedded database folder', () => {
  let root: string;
  const children: ChildProcess[] = [];
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-lock-'));
  });
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('refuses a second process on the same folder, naming the holder, until the first ends', async () => {
    const dataDir = path.join(root, 'two-processes', 'pglite');
    const holder = spawn(tsx, withTsx('test/hold-database.ts', dataDir), { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(holder);
    await waitForOutput(holder, 'ready', 90_000);

    // a second process (the seed script) on the same DATA_DIR refuses and says who holds it
    const seed = spawnSync(tsx, withTsx('seeds/run.ts'), {
      env: { ...process.env, DATA_DIR: path.dirname(dataDir), DATABASE_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 90_000,
    });
    expect(seed.status).toBe(1);
    expect(seed.stderr).toContain(`is in use by another process (pid ${holder.pid} on ${os.hostname()}`);
    expect(seed.stderr).toContain('hold-database.ts');

    // and so does this process
    const error = await openDatabase({ kind: 'pglite', dataDir }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as DataDirLockedError).holder.pid).toBe(holder.pid);

    // SIGTERM releases the lock; then the folder opens with the holder's data intact
    holder.kill('SIGTERM');
    expect(await exitOf(holder, 300_000)).toEqual({ code: null, signal: 'SIGTERM' });
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(true);
    await handle.close();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  }, 240_000);

  it('refuses a second open in the same process and allows it after release', () => {
    const dataDir = path.join(root, 'same-process');
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    lock.release();
    lockDataDir(dataDir).release();
  });

  it('takes over a lock left by a process that died, but not one held on another host', () => {
    const dataDir = path.join(root, 'stale');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const deadPid = Number(dead.stdout);
    fs.writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: deadPid, host: os.hostname(), startedAt: '2026-01-01T00:00:00.000Z', command: 'node' }));
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(fs.readFileSync(`${dataDir}.lock`, 'utf8')).pid).toBe(process.pid);
    lock.release();

    fs.writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: deadPid, host: 'another-host', startedAt: '2026-01-01T00:00:00.000Z', command: 'node' }));
    expect(() => lockDataDir(dataDir)).toThrow(/pid \d+ on another-host/);
    fs.rmSync(`${dataDir}.lock`);
  });
});
