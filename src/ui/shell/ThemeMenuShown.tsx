import { Menu, Portal } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { COLOR_MODE_LABEL, setColorMode, useColorMode, type ColorModeChoice } from './colorMode';

const CHOICES: ColorModeChoice[] = ['light', 'dark', 'system'];

/** The theme menu itself (zag's menu): loaded by ThemeMenu when first wanted. */
export function ThemeMenuShown({
  trigger,
  open,
  onOpenChange,
}: {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { choice } = useColorMode();
  return (
    <Menu.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36">
            <Menu.RadioItemGroup value={choice} onValueChange={(e) => setColorMode(e.value as ColorModeChoice)}>
              <Menu.ItemGroupLabel>主题</Menu.ItemGroupLabel>
              {CHOICES.map((c) => (
                <Menu.RadioItem key={c} value={c}>
                  <Menu.ItemText>{COLOR_MODE_LABEL[c]}</Menu.ItemText>
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
