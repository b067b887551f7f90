// Runs pdf-worker.ts when the server runs from its TypeScript sources (tsx, Vitest): a worker thread
// does not inherit the parent's TypeScript loader. The compiled server starts dist/pdf-worker.mjs.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pdf-worker.ts', import.meta.url);
