import { createSystem, defaultBaseConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  recipes as defaultRecipes,
  slotRecipes as defaultSlotRecipes,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  qrCodeSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes of the components this app renders: `defaultSystem`
 * carries all ~75 recipes (~17 KB gzip of first-load JavaScript), most for components we never use.
 * Chakra's bundle-optimization guide recommends exactly this slice; the others stay out of the build
 * because scripts/build/chakraRecipes.ts tells the bundler Chakra's theme helpers are pure. Adding a
 * component means adding its recipe here; tests/unit/ui/system.test.ts checks every Chakra import in
 * src against this list.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  combobox: comboboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  qrCode: qrCodeSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  slider: sliderSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

export const system = createSystem(
  mergeConfigs(defaultBaseConfig, {
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      recipes,
      slotRecipes,
      textStyles,
      layerStyles,
      animationStyles,
    },
  }),
);

if (import.meta.env.DEV) {
  // Chakra renders a component whose recipe is missing without any styles and without a word;
  // in development and tests leaving out one of Chakra's recipes fails loudly instead. (Some
  // components, Text and Pagination, ask for a key no Chakra theme defines: that stays allowed.)
  const recipeFn: (key: string, fallback?: unknown) => unknown = system.getRecipeFn.bind(system);
  const slotRecipeFn: (key: string, fallback?: unknown) => unknown = system.getSlotRecipeFn.bind(system);
  system.getRecipeFn = ((key: string, fallback?: unknown) => {
    if (key in defaultRecipes && !system.isRecipe(key))
      throw new Error(`Chakra recipe "${key}" is not in src/ui/chakraSystem.ts`);
    return recipeFn(key, fallback);
  }) as typeof system.getRecipeFn;
  system.getSlotRecipeFn = ((key: string, fallback?: unknown) => {
    if (key in defaultSlotRecipes && !system.isSlotRecipe(key))
      throw new Error(`Chakra slot recipe "${key}" is not in src/ui/chakraSystem.ts`);
    return slotRecipeFn(key, fallback);
  }) as typeof system.getSlotRecipeFn;
}
