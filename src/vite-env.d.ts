/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_SIMULATOR?: 'on' | 'off';
  readonly VITE_INSPECT?: '1';
  readonly VITE_COLLECTOR_URL?: string;
  readonly VITE_GATEWAY_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The home page's showcase, built into the bundle from the model catalogue (vite.config.ts). */
declare module 'virtual:featured' {
  const featured: import('./domain/types/home.types').Featured;
  export default featured;
}
