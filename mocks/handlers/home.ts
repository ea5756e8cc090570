/** The home page's showcase (seed/featured.ts): the portal carries it; a signed-in user may ask for it fresh. */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import { featuredShowcase } from '../seed/featured';
import { ok, url, withSession } from '../rules/respond';

// Signed-in users may refresh what their build carries; guests never call (SPEC section 7).
export const homeHandlers = [
  http.get(
    url(paths.model.featured),
    withSession(() => ok(featuredShowcase())),
  ),
];
