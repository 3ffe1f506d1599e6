export { QUALITY_LEVELS, QUALITY_CHOICES, QUALITY_SETTINGS, PIXEL_RATIO_CAPS, pixelRatioFor, settingsOf, lowerLevel, higherLevel, levelRank } from './levels';
export type { QualityLevel, QualityChoice, QualitySettings } from './levels';
export { GOVERNOR_DEFAULTS, startGovernor, governFrame, governFrames } from './governor';
export type { GovernorOptions, GovernorState } from './governor';
export { useQuality, QualityProvider } from './context';
export type { QualityView } from './context';
export { AdaptiveQuality } from './AdaptiveQuality';
export { ShadowSwitch } from './ShadowSwitch';
export { SMOOTH_DEFAULTS, smoothRun, type SmoothOptions } from './smooth';
