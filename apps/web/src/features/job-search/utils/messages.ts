/** docs/product/3-agent-tracker-assistant.md section 9: error messages hide after 3.2 s (and can be dismissed). */
export const MESSAGE_MS = 3200;
