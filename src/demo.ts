import { startSimulator } from '../mocks/browser';
import { browserControls, exposeControls } from './demoControls';
import { setClock } from './machines/clock';
import { notify } from './machines/notify';

const purposes: Record<number, string> = { 1: '注册', 2: '登录', 3: '重置密码', 5: '合作咨询' };

/**
 * Demo mode: the in-browser simulator answers every call. It never sends an SMS, so the
 * code it issues is shown to the person demoing, clearly marked as a demo notice.
 */
export async function startDemo(): Promise<void> {
  await startSimulator();
  exposeControls();
  // What the portal stamps itself agrees with what the simulator stamps.
  setClock(() => browserControls.now());
  // Its own chunk (and a dozen of Chakra's), once the browser is idle: the launcher never competes
  // with the first page for the main thread.
  const mount = () => void import('./ui/demo/mountDemoConsole').then((m) => m.mountDemoConsole());
  if ('requestIdleCallback' in window) window.requestIdleCallback(mount, { timeout: 2000 });
  else setTimeout(mount, 0);
  window.addEventListener('simulator:code', (event) => {
    const { phone, type, code } = (event as CustomEvent<{ phone: string; type: number; code: string }>).detail;
    notify(`【演示模式】${purposes[type] ?? ''}验证码 ${code}（发送至 ${phone}）`, 'info');
  });
}
