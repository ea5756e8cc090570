// Runs the TypeScript simulator server on plain Node 20 (no tsx): Vite's module runner
// transpiles mocks/*.ts on the fly, and node_modules load natively.
import { runnerImport } from 'vite';

const { module } = await runnerImport('/mocks/serverCli.ts', {
  configFile: false,
  logLevel: 'warn',
  root: new URL('..', import.meta.url).pathname,
});
await module.main(process.argv.slice(2));
