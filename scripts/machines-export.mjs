// `npm run machines:export [dir]`: every machine of src/machines as JSON for Stately Studio
// (default dir machines-export/, git-ignored). Vite's module runner loads the TypeScript on Node 20.
import { runnerImport } from 'vite';

const { module } = await runnerImport('/src/dev/exportMachines.ts', {
  configFile: false,
  logLevel: 'warn',
  root: new URL('..', import.meta.url).pathname,
});
await module.main(process.argv.slice(2));
