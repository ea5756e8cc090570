/**
 * The named analytics events (SPEC section 9: home, app center, model square, real-name
 * authentication and experience center clicks), as `module.name` for `data-track` attributes.
 * Screens opt in with `data-track={trackEvents.modelSquare.openModel}` (extra props as
 * `data-track-<key>`), or call `useTrack()` for clicks an attribute cannot describe.
 */
export const trackEvents = {
  home: {
    heroBrowseModels: 'home.hero_browse_models',
    heroReadDocs: 'home.hero_read_docs',
    heroConsult: 'home.hero_consult',
    capability: (key: string) => `home.capability_${key}`,
    featuredModel: 'home.featured_model_click',
    featuredApp: 'home.featured_app_click',
    scenario: 'home.scenario_click',
    consultBand: 'home.consult_band',
    agreement: 'home.footer_agreement',
  },
  header: { menu: 'header.menu_click' },
  appCenter: {
    openApp: 'appCenter.open_app',
    addApp: 'appCenter.add_app',
    newSession: 'appCenter.new_session',
    storeCategory: 'appCenter.store_category',
  },
  modelSquare: { openModel: 'modelSquare.open_model', filter: 'modelSquare.filter', tryModel: 'modelSquare.try_model' },
  realName: { start: 'realName.start', enterprise: 'realName.enterprise_submit', personal: 'realName.personal_submit' },
  experience: {
    scenario: 'experience.choose_scenario',
    send: 'experience.send_message',
    persona: 'experience.choose_persona',
  },
} as const;
