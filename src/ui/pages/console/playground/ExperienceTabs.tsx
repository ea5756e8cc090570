import { Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../../routes/paths';
import { PageFrame } from '../../../components/PageFrame';

const EXPERIENCE_PATH = paths.experienceCenter();
const PLAYGROUND_PATH = paths.playground();

/** 场景体验 | 调试台: the two halves of 体验中心, each a page of its own. */
function ExperienceTabs({ current }: { current: 'scenarios' | 'playground' }) {
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

/**
 * The frame both halves of 体验中心 share: whichever tab is open (the model square's 立即体验
 * opens 调试台), the page is 体验中心, in its heading as in the route table's document title.
 */
export function ExperienceFrame({
  current,
  description,
  children,
}: {
  current: 'scenarios' | 'playground';
  description: string;
  children: ReactNode;
}) {
  return (
    <PageFrame title="体验中心" description={description}>
      <ExperienceTabs current={current} />
      {children}
    </PageFrame>
  );
}
