import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, expect } from 'vitest';
import { resetSimulator } from '../../mocks/node';
import type { DemoUserName } from '../../mocks/seed/accounts';
import { startApp, systemActor, type AppActor } from '../../src/machines/app';
import { clearToken, storeToken } from '../../src/machines/credentials';
import { toaster } from '../../src/ui/toaster';
import { renderWithApp } from '../render';
import { loginAs } from '../unit/mocks/client';

/** The simulator on msw/node, fresh for every test of the file. */
export function serveSimulator(): void {
  beforeEach(async () => {
    await resetSimulator();
    clearToken();
    toaster.remove();
  });
}

/** Renders a page for a signed-in demo user, once the session knows who they are and what they may do. */
/** Signs `userName` in (or takes the `token` a test already signed in with, as a reload keeps it) and renders `ui`. */
export async function renderSignedIn(ui: ReactElement, userName: DemoUserName, path: string, token?: string) {
  storeToken(token ?? (await loginAs(userName)));
  const app = startApp();
  // Signed in with the permission codes loaded, as the route table waits for them; rendered only
  // then, as the route table renders it (the answer reaches the screen in a deferred render).
  await waitFor(() => {
    const session = systemActor(app, 'session').getSnapshot();
    expect(session.matches('authenticated') && session.hasTag('ready')).toBe(true);
  });
  const rendered = renderWithApp(ui, { app, path });
  return { ...rendered, user: userEvent.setup() };
}

/**
 * Opens a dialog whose flow loads with its first opening, as DialogsHost does: `open` asks for it,
 * the flow `flowId` comes, then the view renders and its dialog (named `name`, if given) shows.
 */
export async function openLazyDialog(ui: ReactElement, flowId: string, open: (app: AppActor) => void, name?: string) {
  const app = startApp();
  act(() => open(app));
  await waitFor(() => expect(app.system.get(flowId)).toBeDefined());
  const rendered = renderWithApp(ui, { app });
  const dialog = await screen.findByRole('dialog', name === undefined ? {} : { name });
  return { ...rendered, app, dialog, user: userEvent.setup() };
}
