import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Runs `script` in a child process with a pino logger on logDestination(bytes) as `log`; resolves with the lines it
 * printed: each with when it arrived, in ms after the child's first output (the child prints "started" itself).
 */
const runChild = (bytes: number, script: string) =>
  new Promise<{ lines: { at: number; text: string }[]; code: number | null }>((resolve, reject) => {
    const source = `
      import { pino } from 'pino';
      import { logDestination } from ${JSON.stringify(path.join(here, 'log-destination.ts'))};
      const log = pino({ base: null, timestamp: false }, logDestination(${bytes}));
      process.stderr.write('started\\n');
      ${script}
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], { stdio: ['ignore', 'pipe', 'pipe'] });
    let startedAt: number | null = null;
    const lines: { at: number; text: string }[] = [];
    child.stderr.on('data', () => (startedAt ??= Date.now()));
    child.stdout.on('data', (chunk: Buffer) => {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push({ at: Date.now() - (startedAt ?? Date.now()), text });
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ lines, code }));
  });

describe('the log destination', () => {
  it('writes every buffered line when the process exits, in order', async () => {
    const { lines, code } = await runChild(4096, `for (let n = 0; n < 3; n += 1) log.info({ n }, 'line'); process.exit(0);`);
    expect(code).toBe(0);
    expect(lines.map((line) => JSON.parse(line.text).n)).toEqual([0, 1, 2]);
  });

  it('writes a lone line of a quiet process within its flush interval, before the process ends', async () => {
    // The child logs one line (far below the buffer), then stays alive 4 s more: the line must come well before then.
    const { lines } = await runChild(4096, `log.info('alone'); setTimeout(() => process.exit(0), 4000);`);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!.text).msg).toBe('alone');
    expect(lines[0]!.at).toBeLessThan(3500);
  });

  it('writes each line at once with no buffer (0)', async () => {
    const { lines } = await runChild(0, `log.info('now'); setTimeout(() => process.exit(0), 4000);`);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.at).toBeLessThan(3500);
  });
});
