import { Badge, Wrap } from '@chakra-ui/react';

/** A model's tags as small outlined badges that wrap, the same on the landing page and the model square. */
export function TagBadges({ tags, mt }: { tags: readonly string[]; mt?: string }) {
  return (
    <Wrap gap="1" mt={mt}>
      {tags.map((t) => (
        <Badge key={t} size="sm" variant="outline">
          {t}
        </Badge>
      ))}
    </Wrap>
  );
}
