import { Tabs, type TabsListProps } from '@chakra-ui/react';

/** One tab per language (or any labelled choice) of a line tab bar. */
export function LabelledTabList({
  tabs,
  ...props
}: TabsListProps & { tabs: readonly { value: string; label: string }[] }) {
  return (
    <Tabs.List {...props}>
      {tabs.map((t) => (
        <Tabs.Trigger key={t.value} value={t.value}>
          {t.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
