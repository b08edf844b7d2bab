/** A button's label while its action runs (spec §8). */
export const LOADING_BUTTON_TEXT = 'Laddar...';

/** The loader's text (spec §8; English in the spec, kept as written). */
export const LOADER_TEXT = 'Loading...';
