import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { amplifyTheme } from './web/build/amplify-theme.ts';

export default defineConfig({
  root: 'web',
  plugins: [react(), amplifyTheme()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: { port: 5173, strictPort: true },
});
