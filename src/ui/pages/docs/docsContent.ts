import { useSyncExternalStore } from 'react';
import { gatewayBaseUrl } from '../../../config';
import { buildDocsIndex, type DocSource } from '../../../machines/docsSearch';
import { apiReferenceMarkdown } from './apiReference';
import { compareText } from '../../../domain/ordering';

/**
 * The platform guide: markdown files shipped in the repo (docs/platform-guide), bundled into
 * the docs chunk as text. File names sort the guide (01-…); the rest is the document's slug.
 */
const files = import.meta.glob<string>('../../../../docs/platform-guide/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const API_REFERENCE_SLUG = 'api-reference';

// The guide writes {{GATEWAY_BASE_URL}} where code calls the API: the base URL 查看代码 shows too.
const GATEWAY_PLACEHOLDER = '{{GATEWAY_BASE_URL}}';
const sources: DocSource[] = [
  ...Object.entries(files)
    .sort(([a], [b]) => compareText(a, b))
    .map(([file, markdown]) => ({ slug: file.replace(/^.*\/(\d+-)?([^/]+)\.md$/, '$2'), markdown })),
  { slug: API_REFERENCE_SLUG, markdown: apiReferenceMarkdown() },
];

/** A document with the gateway's base URL written in (the page's own origin unless one is configured). */
export const markdownOf = (slug: string, baseUrl = gatewayBaseUrl()): string =>
  (sources.find((d) => d.slug === slug)?.markdown ?? '').replaceAll(GATEWAY_PLACEHOLDER, baseUrl);

export const docs: DocSource[] = sources.map(({ slug }) => ({ slug, markdown: markdownOf(slug) }));
export const docsIndex = buildDocsIndex(docs);

/**
 * The base URL a rendered document shows. The prerendered guest page is made where no page origin
 * exists, so hydration renders what it rendered and the page's own origin follows right after.
 */
export const useGatewayBaseUrl = (): string =>
  useSyncExternalStore(
    noSubscription,
    () => gatewayBaseUrl(),
    () => gatewayBaseUrl(''),
  );
const noSubscription = () => () => undefined;

export const GUIDE_PATH = '/docs/platform-guide';
export const docPath = (doc: string, heading?: string) =>
  `${GUIDE_PATH}/${doc}${heading ? `#${encodeURIComponent(heading)}` : ''}`;

/** The document a guide address names, if any: /docs/platform-guide/<doc>. */
export function docOfPath(pathname: string): string | undefined {
  const m = /^\/docs\/platform-guide\/([^/#?]+)\/?$/.exec(pathname);
  return m ? decodeURIComponent(m[1]) : undefined;
}

export const headingOfHash = (hash: string): string | undefined =>
  hash.length > 1 ? decodeURIComponent(hash.slice(1)) : undefined;
