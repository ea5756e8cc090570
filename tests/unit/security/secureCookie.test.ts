/**
 * The token cookie on a page served over https (SPEC section 7): written Secure, so it never
 * travels over plain http. The other token-cookie rules are in token.test.ts (an http page).
 *
 * @vitest-environment-options {"url": "https://portal.example.com/home"}
 */
import { afterEach, expect, it } from 'vitest';
import { clearToken, storeToken, TOKEN_COOKIE } from '../../../src/machines/credentials';
import { cookieWrites } from '../../cookieWrites';

afterEach(() => clearToken());

it('is written Secure on an https page', () => {
  expect(window.location.protocol).toBe('https:');
  const written = cookieWrites(() => storeToken('tok-https')).find((w) => w.startsWith(`${TOKEN_COOKIE}=`));
  expect(written).toMatch(/;\s*secure/i);
});
