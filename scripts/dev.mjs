// npm run dev: the API with reload on change (tsx watch, port 3000) and the web app with
// hot module replacement (Vite, port 5173, proxying /api to 3000). Ctrl+C stops both.
import { spawn } from 'node:child_process';

const processes = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, LOG_PRETTY: process.env.LOG_PRETTY ?? 'true' },
  }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit', cwd: 'apps/web' }),
];
const stopAll = () => processes.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of processes) child.on('exit', (code) => code && stopAll());
