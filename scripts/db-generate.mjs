// drizzle-kit lives at the root but drizzle-orm sits beside its peers in apps/server: link it for the run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const link = path.join(root, 'node_modules/drizzle-orm');
const made = !fs.existsSync(link);
if (made) fs.symlinkSync(path.join(root, 'apps/server/node_modules/drizzle-orm'), link);
try {
  const r = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], {
    cwd: path.join(root, 'apps/server'),
    stdio: 'inherit',
  });
  process.exitCode = r.status ?? 1;
} finally {
  if (made) fs.unlinkSync(link);
}
