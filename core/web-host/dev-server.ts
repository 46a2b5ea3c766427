import path from 'node:path';
import { createServer } from 'vite';
import { deHost } from '../../shared/i18n/de/host.ts';
import { fileLocations, logbuchHome } from '../paths.ts';
import { startWebHost } from './server.ts';

// `npm run dev`: the renderer from vite's dev server (a saved change reloads the page at once)
// in front of the web host's API. Vite forwards the API's /api requests to the host; the host checks Host, Origin
// and the secret as always, so the forwarded request gets the host's Host and no Origin (the
// secret in the address is still required). The first line of output is the address to open.

const root = path.resolve(import.meta.dirname, '..', '..');
// Development holds every answer to the contract's output schemas, as the tests do.
process.env.LOGBUCH_CHECK_OUTPUTS ??= '1';
const host = await startWebHost({
  ...fileLocations(root),
  home: logbuchHome(),
  port: 0,
  dataFolder: process.env.ARKHAM_DATA,
  version: 'dev',
});
const vite = await createServer({
  configFile: path.join(root, 'vite.config.ts'),
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      // renderer/api/*.ts are modules vite serves itself; everything else under /api is the host's.
      '^/api/(?!.*\\.tsx?(\\?|$))': {
        target: host.origin,
        changeOrigin: true,
        configure: (proxy) => proxy.on('proxyReq', (request) => request.removeHeader('origin')),
      },
    },
  },
});
await vite.listen();
const address = vite.resolvedUrls?.local[0] ?? `http://127.0.0.1:${vite.config.server.port}/`;
console.log(`${address}?token=${host.token}`);
console.log(deHost.devRunning);
const stop = () => void Promise.all([vite.close(), host.close()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
