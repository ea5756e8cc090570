import { Box, Button, Grid, HStack, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadFailure } from '../../../components/LoadFailure';

interface RightsLayoutProps {
  listLabel: string;
  loading: boolean;
  error?: string;
  onRetry: () => void;
  /** Above the list: a search box. */
  toolbar?: ReactNode;
  list: ReactNode;
  detail: ReactNode;
}

/** The rights pages' two panes: whom to configure on the left, their rights on the right. */
export function RightsLayout({ listLabel, loading, error, onRetry, toolbar, list, detail }: RightsLayoutProps) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '280px 1fr' }} gap="6" alignItems="start">
      <Box as="section" aria-label={listLabel} borderWidth="1px" borderRadius="md" p="3">
        {toolbar}
        {/* The list scrolls on its own, so on a phone the rights below stay a short scroll away. */}
        <Box maxH={{ base: '45vh', lg: '60vh' }} overflowY="auto">
          {loading && (
            <HStack justify="center" py="6">
              <Spinner size="sm" role="status" aria-label="加载中" />
            </HStack>
          )}
          {!loading && error && <LoadFailure error={error} onRetry={onRetry} />}
          {!loading && !error && list}
        </Box>
      </Box>
      <Box as="section" aria-label="权限配置" minW="0">
        {detail}
      </Box>
    </Grid>
  );
}

/** One selectable role, user or group in the left pane. */
export function SubjectButton({
  title,
  subtitle,
  active,
  depth = 0,
  onClick,
}: {
  title: string;
  subtitle: string;
  active: boolean;
  depth?: number;
  onClick: () => void;
}) {
  return (
    <Box as="li" listStyleType="none" pl={`${depth * 16}px`}>
      <Button
        variant={active ? 'subtle' : 'ghost'}
        colorPalette={active ? 'blue' : 'gray'}
        aria-pressed={active}
        w="full"
        h="auto"
        py="2"
        justifyContent="flex-start"
        textAlign="left"
        onClick={onClick}
      >
        <Box minW="0">
          <Text fontWeight="medium" truncate>
            {title}
          </Text>
          <Text fontSize="xs" color="fg.muted" fontWeight="normal" truncate>
            {subtitle}
          </Text>
        </Box>
      </Button>
    </Box>
  );
}
