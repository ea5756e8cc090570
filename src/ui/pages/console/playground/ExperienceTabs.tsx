import { Button, HStack } from '@chakra-ui/react';
import { Link } from 'wouter';
import { paths } from '../../../../routes/paths';

export const EXPERIENCE_PATH = paths.experienceCenter();
export const PLAYGROUND_PATH = paths.playground();

/** 场景体验 | 调试台: the two halves of 体验中心, each a page of its own. */
export function ExperienceTabs({ current }: { current: 'scenarios' | 'playground' }) {
  const tabs = [
    { id: 'scenarios', label: '场景体验', href: EXPERIENCE_PATH },
    { id: 'playground', label: '调试台', href: PLAYGROUND_PATH },
  ] as const;
  return (
    <HStack as="nav" aria-label="体验中心" gap="1" mb="4" borderBottomWidth="1px">
      {tabs.map((t) => (
        <Button
          key={t.id}
          asChild
          size="sm"
          variant="ghost"
          borderRadius="0"
          borderBottomWidth="2px"
          borderColor={t.id === current ? 'blue.solid' : 'transparent'}
          color={t.id === current ? 'blue.fg' : 'fg.muted'}
          mb="-1px"
        >
          <Link href={t.href} aria-current={t.id === current ? 'page' : undefined}>
            {t.label}
          </Link>
        </Button>
      ))}
    </HStack>
  );
}
