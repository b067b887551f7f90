import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at the
 * highest levels; the server sends the copy the browser accepts instead of compressing per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(c) {
      outDir = path.resolve(c.root, c.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
          const p = path.join(dir, e.name);
          return e.isDirectory() ? walk(p) : [p];
        });
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json|txt)$/.test(f))) {
        const body = fs.readFileSync(file);
        if (body.length < 512) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    },
  };
}

// The Fastify server serves dist/ in production; in development Vite proxies the API to it.
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the shipped bundle (the server refuses *.map as well).
    sourcemap: false,
    rollupOptions: {
      output: {
        // React changes less often than our code, so browsers keep it cached between releases. The
        // router is a chunk of its own: the sign-in page (main.tsx) runs on React alone. The rest is
        // split by use: each screen's chunk brings only the libraries it needs.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react-vendor';
          if (/node_modules\/react-router\//.test(id)) return 'router';
          return undefined;
        },
      },
    },
  },
});
