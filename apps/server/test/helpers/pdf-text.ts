import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A PDF answer's text as pdftotext -layout reads it. */
export function pdfText(payload: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'a.pdf'), payload);
    return execFileSync('pdftotext', ['-layout', 'a.pdf', '-'], { cwd: dir }).toString();
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
}
