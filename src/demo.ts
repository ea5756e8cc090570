import {
  LEGACY_STORAGE_KEY,
  SIMULATOR_CHANGED_EVENT,
  SIMULATOR_WORKER_URL,
  simulatorAnswers,
  type SimulatorMessage,
} from '../mocks/workerMessages';
import { browserControls, exposeControls } from './demoControls';
import { followClockOffset } from './machines/clock';
import { notify } from './machines/notify';

const purposes: Record<number, string> = { 1: '注册', 2: '登录', 3: '重置密码', 5: '合作咨询' };

/**
 * Installs the simulator's worker (a first visit) or has it take this page over (after a hard
 * reload). A worker that fails to install (its world could not start) fails the start.
 */
async function simulatorTakesOver(): Promise<void> {
  const { serviceWorker } = navigator;
  const controlled = new Promise<void>((resolve) =>
    serviceWorker.addEventListener('controllerchange', () => resolve()),
  );
  const registration = await serviceWorker.register(SIMULATOR_WORKER_URL, { scope: '/' });
  if (simulatorAnswers()) return;
  const worker = registration.installing ?? registration.waiting ?? registration.active;
  const failed = new Promise<never>((_, reject) => {
    const check = () => worker?.state === 'redundant' && reject(new Error('模拟器未能启动'));
    worker?.addEventListener('statechange', check);
    check();
  });
  registration.active?.postMessage('claim');
  await Promise.race([controlled, failed]);
}

/** A demo an older version kept in localStorage is moved over before the worker first starts, then leaves the page's storage. */
async function moveLegacyWorld(): Promise<void> {
  const text = localStorage.getItem(LEGACY_STORAGE_KEY);
  if (text === null) return;
  await import('../mocks/legacyWorld').then((legacy) => legacy.moveLegacyWorld(text));
  localStorage.removeItem(LEGACY_STORAGE_KEY);
}

/**
 * Demo mode: the simulator answers every call from the demo's service worker (mocks/serviceWorker.ts).
 * It never sends an SMS, so the code it issues is shown to the person demoing, clearly marked as a
 * demo notice.
 */
export async function startDemo(): Promise<void> {
  if (!simulatorAnswers()) {
    await moveLegacyWorld();
    await simulatorTakesOver();
  }
  // What the portal stamps itself agrees with what the simulator stamps.
  followClockOffset(await browserControls.clockOffset());
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<SimulatorMessage>) => {
    const message = event.data;
    if (message.type === SIMULATOR_CHANGED_EVENT) followClockOffset(message.clockOffset);
    window.dispatchEvent(new CustomEvent(message.type, { detail: 'detail' in message ? message.detail : undefined }));
  });
  navigator.serviceWorker.startMessages();
  exposeControls();
  window.addEventListener('simulator:code', (event) => {
    const { phone, type, code } = (event as CustomEvent<{ phone: string; type: number; code: string }>).detail;
    notify(`【演示模式】${purposes[type] ?? ''}验证码 ${code}（发送至 ${phone}）`, 'info');
  });
  // Its own chunk (and a dozen of Chakra's), once the browser is idle: the launcher never competes
  // with the first page for the main thread.
  const mount = () => void import('./ui/demo/mountDemoConsole').then((m) => m.mountDemoConsole());
  if ('requestIdleCallback' in window) window.requestIdleCallback(mount, { timeout: 2000 });
  else setTimeout(mount, 0);
}
