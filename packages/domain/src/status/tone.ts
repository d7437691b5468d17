// Chip colours the UI knows; the spec's success/warning/error colours plus neutral ones.
export const TONES = ['success', 'warning', 'error', 'info', 'default'] as const;
export type Tone = (typeof TONES)[number];
