/** Spec 3 section 9: error messages hide after 3.2 s (and can be dismissed). */
export const MESSAGE_MS = 3200;
