import type { Plugin } from 'vite';
import { featuredShowcase } from '../../mocks/seed/featured.ts';

/**
 * The home page's featured models and apps come with the page: `virtual:featured` is built here
 * from the model catalogue (mocks/seed/featured.ts), the source the simulator serves too. A guest's
 * home page then calls no API for them (SPEC section 7 allows none without a token).
 */
export function featuredContent(): Plugin {
  const id = 'virtual:featured';
  return {
    name: 'featured-content',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? `export default ${JSON.stringify(featuredShowcase())};` : undefined),
  };
}
