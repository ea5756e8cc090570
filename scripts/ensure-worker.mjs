// `npm start` on a fresh clone: the simulator's service worker must sit in public/.
// It is committed, but an msw upgrade needs it regenerated (npm 11 blocks msw's postinstall).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

if (!existsSync('public/mockServiceWorker.js')) {
  execSync('npx msw init public --save', { stdio: 'inherit' });
}
