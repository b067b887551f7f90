// Development: the API server restarting on change, and Vite with hot reload proxying /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npm', ['run', 'dev', '-w', '@taxprep/server'], { cwd: root, stdio: 'inherit', env: { ...process.env, INIT_CWD: root } }),
  spawn('npm', ['run', 'dev', '-w', '@taxprep/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => { if (code) { stop(); process.exit(code); } }));
