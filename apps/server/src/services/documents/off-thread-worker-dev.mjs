// Runs off-thread-worker.ts when the server runs from its TypeScript sources (tsx, Vitest): a worker thread
// does not inherit the parent's TypeScript loader. The compiled server starts dist/off-thread-worker.mjs.
import { tsImport } from 'tsx/esm/api';

await tsImport('./off-thread-worker.ts', import.meta.url);
