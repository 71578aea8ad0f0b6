import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const SERVER_PORT = Number(process.env.PORT ?? 3000);
const ROUTER_DIST = path.resolve('node_modules/react-router/dist/production');

export default defineConfig(({ command }) => ({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  resolve: {
    // react-router's package exports always point at its development build (warnings, checks);
    // the production build it also ships is about a third smaller, so the client build uses it.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(ROUTER_DIST, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(ROUTER_DIST, 'dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The libraries every page needs in one long-cached file: it survives app deploys.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // ws: the real-time hub's websocket (/api/v1/ws) goes through the same proxy.
      '/api': { target: `http://127.0.0.1:${SERVER_PORT}`, ws: true },
      '/healthz': `http://127.0.0.1:${SERVER_PORT}`,
      '/readyz': `http://127.0.0.1:${SERVER_PORT}`,
    },
  },
}));
