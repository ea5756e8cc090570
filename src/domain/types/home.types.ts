/** Wire types of the home API (src/api/home.ts), shared by the client and the simulator. */

/** Home page showcase (GET model featured, public): a few models and apps chosen by the platform. */
export interface FeaturedModel {
  id: string;
  name: string;
  provider: string;
  modelType: 'text' | 'vision' | 'speech' | 'multimodal';
  tags: string[];
  description: string;
}

export interface FeaturedApp {
  id: string;
  appName: string;
  industryName: string;
  appShortDesc: string;
}

export interface Featured {
  models: FeaturedModel[];
  apps: FeaturedApp[];
}
