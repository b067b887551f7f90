import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The Fastify server serves dist/ in production; in development Vite proxies the API to it.
export default defineConfig({
  plugins: [react()],
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
        // Libraries change less often than our code, so browsers keep them cached between releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (id.includes('@mantine') || id.includes('@tabler')) return 'ui-vendor';
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react-vendor';
          return 'vendor';
        },
      },
    },
  },
});
