import { Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { PageFrame } from '../../components/PageFrame';

// Only demo builds reference the console. The condition is inline (not `config.simulator`) because only a
// literal lets the bundler drop the console's chunks from a VITE_SIMULATOR=off build.
const DemoConsolePanel =
  import.meta.env.VITE_SIMULATOR !== 'off'
    ? lazy(() => import('../../demo/DemoConsolePanel').then((m) => ({ default: m.DemoConsolePanel })))
    : null;

/** /test skips all checks (SPEC section 2): the demo console, full page. */
export function TestPage() {
  return (
    <PageFrame
      title="演示控制台"
      description="此页面跳过所有权限检查：切换账号、重置数据、拨快模拟时钟、开启故障开关、查看验证码。"
    >
      {DemoConsolePanel ? (
        <Suspense fallback={<Text color="fg.muted">正在加载演示控制台…</Text>}>
          <DemoConsolePanel />
        </Suspense>
      ) : (
        <Text color="fg.muted">演示控制台仅在演示模式下可用。</Text>
      )}
    </PageFrame>
  );
}
