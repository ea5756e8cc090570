import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * For plain elements styled once from a recipe: `data-palette="red"` picks that color palette for
 * the element and what is inside it, as Chakra's `colorPalette` prop does on its own components.
 */
export const paletteCss = (palettes: readonly string[]): SystemStyleObject =>
  Object.fromEntries(palettes.map((palette) => [`& [data-palette=${palette}]`, { colorPalette: palette }]));
