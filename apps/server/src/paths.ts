import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (the one with its package.json), found from this module's place so
 * that files beside the code (IRS templates, migrations, the web bundle) are found the same way
 * whether the server runs from src/ under tsx or from the compiled bundle in dist/.
 */
function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('The server package folder was not found above ' + dir);
    dir = up;
  }
  return dir;
}

export const SERVER_ROOT = packageRoot();

/** A path inside the server package, e.g. serverPath('drizzle'). */
export const serverPath = (...parts: string[]): string => path.join(SERVER_ROOT, ...parts);
