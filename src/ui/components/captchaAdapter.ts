import { createContext, createElement, useContext, type ComponentType } from 'react';
import { SliderCaptcha } from './SliderCaptcha';

/**
 * What a form needs from a captcha, whatever draws it. The demo uses the self-contained
 * SliderCaptcha; a real deployment provides an adapter around the platform's third-party slider
 * (loaded by its fixed id) through <CaptchaAdapterProvider>, and no form changes.
 */
export interface CaptchaProps {
  /** Changes whenever the owner wants a fresh challenge (after a failure or a spent sign). */
  resetKey: number;
  /** The owner's view: the current challenge was passed and its sign accepted. */
  verified: boolean;
  disabled?: boolean;
  onVerified: (sign: string) => void;
  /** The user missed; the owner announces it and bumps `resetKey`. */
  onFailed: () => void;
  /** The widget could not start (for example the third-party script did not load). */
  onInitFailed: () => void;
}

export interface CaptchaAdapter {
  /** The third-party captcha's fixed id; absent for the self-contained slider. */
  id?: string;
  Component: ComponentType<CaptchaProps>;
}

export const sliderCaptchaAdapter: CaptchaAdapter = { Component: SliderCaptcha };

const CaptchaAdapterContext = createContext<CaptchaAdapter>(sliderCaptchaAdapter);
export const CaptchaAdapterProvider = CaptchaAdapterContext.Provider;

/** The captcha of the current deployment. */
export function Captcha(props: CaptchaProps) {
  const { Component } = useContext(CaptchaAdapterContext);
  return createElement(Component, props);
}
