import { Box, Image } from '@chakra-ui/react';

/** The app's uploaded icon, or its first character on a coloured square. */
export function AppIcon({ name, url, size = '40px' }: { name: string; url?: string; size?: string }) {
  if (url) return <Image src={url} alt="" boxSize={size} borderRadius="md" objectFit="cover" flexShrink={0} />;
  return (
    <Box
      boxSize={size}
      borderRadius="md"
      bg="blue.500"
      color="white"
      display="grid"
      placeItems="center"
      fontWeight="bold"
      flexShrink={0}
      aria-hidden
    >
      {name.slice(0, 1)}
    </Box>
  );
}
