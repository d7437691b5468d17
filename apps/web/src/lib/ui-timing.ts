/** Search inputs wait this long after the last key before asking the server (doc 1 §5). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Inside forms the wait is longer: people type whole names there (doc 1 §5). */
export const FORM_SEARCH_DEBOUNCE_MS = 500;
/** A searchable dropdown says 'No options available' only from this many typed characters. */
export const SEARCH_MIN_CHARS = 3;
/** How long a tooltip stays after a touch (doc 1 §9). */
export const TOOLTIP_DISPLAY_MS = 1500;
