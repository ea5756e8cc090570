import {
  Box,
  CloseButton,
  Combobox,
  createListCollection,
  Dialog,
  Portal,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { phoneSheet } from '../components/dialog/AppDialog';
import { useAccess, useSystemActor } from '../hooks/appActor';
import { useReturnFocus } from '../hooks/useReturnFocus';
import { toggleColorMode } from '../shell/colorMode';
import { leaveIntent, NEW_KEY_INTENT } from './arrivalIntent';
import { filterEntries, paletteEntries, type PaletteEffects, type PaletteEntry } from './paletteEntries';
import { readRecentPages } from './recentPages';

function usePaletteEffects(): PaletteEffects {
  const [, navigate] = useLocation();
  const feedback = useSystemActor('feedback');
  const consultation = useSystemActor('consultation');
  return {
    navigate: (path) => navigate(path),
    openFeedback: () => feedback.send({ type: 'FEEDBACK.OPEN' }),
    openConsultation: () => consultation.send({ type: 'CONSULTATION.OPEN' }),
    createKey: (keyPagePath) => {
      leaveIntent(NEW_KEY_INTENT);
      navigate(keyPagePath);
    },
    toggleTheme: toggleColorMode,
  };
}

/**
 * The command palette: a dialog holding one combobox whose list is always shown. Arrow keys move
 * through the options (announced through aria-activedescendant), Enter runs one, Escape closes;
 * typing narrows the list to the pages this visitor may open and the actions they may take.
 */
export function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const access = useAccess();
  const [location] = useLocation();
  const effects = usePaletteEffects();
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const finalFocus = useReturnFocus(open);
  // Recent pages are read at each opening; the visitor's access can change while it is closed.
  const entries = useMemo(
    () => (open ? paletteEntries(access, readRecentPages(), location) : []),
    [open, access, location],
  );
  const shown = useMemo(() => filterEntries(entries, query), [entries, query]);
  const collection = useMemo(
    () =>
      createListCollection<PaletteEntry>({
        items: shown,
        itemToValue: (e) => e.id,
        itemToString: (e) => e.title,
        groupBy: (e) => e.group,
      }),
    [shown],
  );

  // The first match is highlighted as the text changes, so Enter right after typing opens it.
  const [picked, setPicked] = useState<string | null>(null);
  const highlighted = shown.some((e) => e.id === picked) ? picked : (shown[0]?.id ?? null);

  const close = () => {
    setQuery('');
    setPicked(null);
    onClose();
  };
  // An entry runs once the palette has left: a dialog it opens must not lose its focus to the
  // palette's return of focus to where it was opened from.
  const chosen = useRef<PaletteEntry | undefined>(undefined);
  const run = (id: string | undefined) => {
    chosen.current = shown.find((e) => e.id === id);
    if (chosen.current) close();
  };
  const runChosen = () => {
    const entry = chosen.current;
    chosen.current = undefined;
    entry?.run(effects);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && close()}
      placement="top"
      // Each opening starts from an empty search: the combobox owns the typed text while open.
      lazyMount
      unmountOnExit
      size="lg"
      initialFocusEl={() => inputRef.current}
      finalFocusEl={finalFocus}
      onExitComplete={runChosen}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            data-testid="command-palette"
            overflow="hidden"
            {...phoneSheet('lg')}
            my={{ base: '0', md: '16' }}
          >
            <VisuallyHidden>
              <Dialog.Title>命令面板</Dialog.Title>
            </VisuallyHidden>
            <Combobox.Root
              collection={collection}
              open
              disableLayer
              selectionBehavior="clear"
              loopFocus
              onInputValueChange={(d) => {
                setQuery(d.inputValue);
                setPicked(null);
              }}
              highlightedValue={highlighted}
              onHighlightChange={(d) => setPicked(d.highlightedValue)}
              onValueChange={(d) => run(d.value[0])}
              size="lg"
            >
              <Combobox.Label srOnly>搜索页面与操作</Combobox.Label>
              <Combobox.Control borderBottomWidth="1px" ps="2" pe="12" py="2">
                <Combobox.Input
                  ref={inputRef}
                  placeholder="搜索页面或操作，如“密钥”“/console”"
                  border="none"
                  _focusVisible={{ outline: 'none' }}
                />
              </Combobox.Control>
              <Combobox.Content
                position="static"
                boxShadow="none"
                borderRadius="0"
                maxH={{ base: 'calc(100dvh - 140px)', md: '60vh' }}
                overflowY="auto"
                px="2"
                py="2"
              >
                <Combobox.Empty py="6" textAlign="center" color="fg.muted">
                  没有匹配的页面或操作
                </Combobox.Empty>
                {collection.group().map(([group, items]) => (
                  <Combobox.ItemGroup key={group}>
                    <Combobox.ItemGroupLabel>{group}</Combobox.ItemGroupLabel>
                    {items.map((entry) => (
                      <Combobox.Item key={entry.id} item={entry} py="2" borderRadius="md" cursor="pointer">
                        <Box minW="0">
                          <Combobox.ItemText fontSize="sm" fontWeight="medium">
                            {entry.title}
                          </Combobox.ItemText>
                          <Text fontSize="xs" color="fg.muted" truncate>
                            {entry.detail}
                          </Text>
                        </Box>
                      </Combobox.Item>
                    ))}
                  </Combobox.ItemGroup>
                ))}
              </Combobox.Content>
            </Combobox.Root>
            {/* A phone has no Escape key: the sheet needs a way out of its own. */}
            <Dialog.CloseTrigger asChild top="3.5">
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
            <Box role="status" aria-live="polite" px="4" py="2" borderTopWidth="1px" fontSize="xs" color="fg.muted">
              {shown.length ? `${shown.length} 项 · ↑↓ 选择 · Enter 打开 · Esc 关闭` : '没有匹配的页面或操作'}
            </Box>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
