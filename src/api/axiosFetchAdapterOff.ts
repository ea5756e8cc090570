/**
 * Stands in for axios's fetch adapter (lib/adapters/fetch.js, ~4 KB gzip) in every build: the
 * browser client always takes the XHR adapter, whose upload progress the knowledge uploads need,
 * and streamed chat uses fetch directly (src/api/stream.ts). axios reads `null` here as
 * "adapter fetch is not available in the build". Wired in vite.config.ts.
 */
export const getFetch = (): null => null;
export default undefined;
