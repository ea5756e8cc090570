import { resolveGatewayBaseUrl } from './api/paths';

/**
 * Build-time configuration. The same code talks to the in-browser simulator (demo, the
 * default) or to the real platform: set VITE_API_BASE and VITE_SIMULATOR=off at build time.
 */
export const config = {
  apiBase: import.meta.env.VITE_API_BASE ?? '',
  simulator: (import.meta.env.VITE_SIMULATOR ?? 'on') !== 'off',
  inspect: import.meta.env.VITE_INSPECT === '1',
  collectorUrl: import.meta.env.VITE_COLLECTOR_URL ?? '/collector/api/v1/track',
  appCode: 'ai-open-portal',
  appVersion: '3.2.0',
} as const;

/**
 * The one base URL developers' code calls (查看代码, model examples, the docs): VITE_GATEWAY_BASE_URL
 * when set (e.g. an alias such as https://api.example.com/v1), else derived from VITE_API_BASE.
 */
export const gatewayBaseUrl = (origin = globalThis.location?.origin ?? ''): string =>
  resolveGatewayBaseUrl(import.meta.env.VITE_GATEWAY_BASE_URL ?? '', config.apiBase, origin);
