/**
 * Helpers for the deployment test: the simulator runs as an HTTP server (SIM_URL), driven
 * through its /__simulator controls (mocks/serverControls.ts, with the control token it printed)
 * instead of `window.__simulator`.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { DemoUserName } from '../../mocks/seed/accounts';
import { CONTROL_TOKEN_HEADER } from '../../mocks/serverHeaders';

export const SIM_URL = process.env.SIM_URL ?? 'http://127.0.0.1:4316';
export const DEPLOY_URL = process.env.DEPLOY_URL ?? 'http://localhost:4306';

/** The token the simulator printed when it started (scripts/deploy-test.mjs reads it). */
export const SIM_CONTROL_TOKEN = process.env.SIM_CONTROL_TOKEN ?? '';

/** Calls one simulator control with its arguments; returns its result. */
export async function control<T = unknown>(request: APIRequestContext, name: string, ...args: unknown[]): Promise<T> {
  const res = await request.post(`${SIM_URL}/__simulator/${name}`, {
    data: args,
    headers: { [CONTROL_TOKEN_HEADER]: SIM_CONTROL_TOKEN },
  });
  const body = (await res.json()) as { result?: T; error?: string };
  expect(res.ok(), body.error).toBe(true);
  return body.result as T;
}

/** Every table back to the seed (and no session left over from the previous test). */
export const resetWorld = (request: APIRequestContext): Promise<unknown> => control(request, 'reset');

/** Signs `userName` in server-side and stores the token cookie as the portal does, then opens `path`. */
export async function signInAs(page: Page, userName: DemoUserName, path = '/home'): Promise<void> {
  const token = await control<string>(page.request, 'switchAccount', userName);
  const { hostname } = new URL(DEPLOY_URL);
  await page.context().addCookies([{ name: 'token', value: token, domain: hostname, path: '/', sameSite: 'Lax' }]);
  await page.goto(path);
}

/** The `/assets/` files index.html names (the entry script and its preloads). */
export function assetUrls(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
}
