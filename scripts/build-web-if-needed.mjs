// Builds the web bundle when it is missing or older than its sources, so `npm start` works on a fresh clone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'packages/contracts/src'].map((p) => path.join(root, p));

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
}

const built = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
if (built && Math.max(...sources.map(newest)) <= built) process.exit(0);
console.log('Building the web app…');
const r = spawnSync('npm', ['run', 'build', '-w', '@taxprep/web'], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
