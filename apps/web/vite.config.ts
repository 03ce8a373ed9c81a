import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server owns these paths; in development Vite forwards them so the app and the API share
// one origin, as they do in production where the server serves dist/ itself (cookies stay first-party).
const API_TARGET = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': API_TARGET,
      '/nnxapi': API_TARGET,
      '/health': API_TARGET,
      '/ws': { target: API_TARGET, ws: true },
    },
  },
});
