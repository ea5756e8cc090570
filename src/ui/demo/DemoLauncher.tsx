import { Badge, Button } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { AppDrawer } from '../components/dialog/AppDrawer';
import { DemoConsole } from './DemoConsole';
import { useDemoConsoleActor } from './useDemoConsoleActor';

/**
 * A small launcher in the bottom-left corner that opens the console in a drawer. While any fault
 * switch is on it says so in red, so nobody forgets one after showing an error.
 */
export function DemoLauncher() {
  const actor = useDemoConsoleActor();
  const [open, setOpen] = useState(false);
  const faultCount = useSelector(actor, (s) => s.context.status?.faults.length ?? 0);
  return (
    <AppDrawer
      open={open}
      title="演示控制台"
      onOpenChange={setOpen}
      size="md"
      trigger={
        <Button
          position="fixed"
          left="3"
          bottom="3"
          // Above any open modal and clickable through its pointer block: a forced dialog (activation) must not lock the console out.
          zIndex="max"
          pointerEvents="auto"
          // Out of the way while the drawer is open (on a phone the drawer spans the screen).
          display={open ? 'none' : undefined}
          size="xs"
          variant="subtle"
          colorPalette={faultCount > 0 ? 'red' : 'gray'}
          shadow="sm"
          aria-label={faultCount > 0 ? `演示控制台（${faultCount} 个故障开关生效中）` : '演示控制台'}
          data-testid="demo-launcher"
        >
          演示
          {faultCount > 0 && (
            <Badge colorPalette="red" variant="solid">
              故障 {faultCount}
            </Badge>
          )}
        </Button>
      }
    >
      {open && <DemoConsole actor={actor} />}
    </AppDrawer>
  );
}
