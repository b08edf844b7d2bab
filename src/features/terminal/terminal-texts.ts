// Terminal parameters, /terminal (spec part 2 §2 "Terminal parameters", §8).
export const SAVE = 'Spara';
export const PARAMETERS_SAVED = 'Inställningarna har sparats';
// Ours, after the spec's save-error pattern.
export const parametersSaveFailed = (code: string): string => `Ett fel uppstod när inställningarna skulle sparas. Felkod: ${code}`;
export const NO_PARAMETERS = 'Terminalen har inga parametrar att ändra.';
