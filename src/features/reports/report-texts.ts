import type { FormatType } from '@ombudsportalen/engine/browser';

/** The reports pages' own texts (part 2 §2 "Finance and statistics reports"). */
export const PARAMETERS_HEADING = 'Parametrar';
export const DOWNLOAD_LABEL = 'Ladda ner';
export const FORMAT_LABEL = 'Format';
/** Ours (issue 38 §4): a download that takes longer than a second says so, beside a way to stop it. */
export const RENDERING_TEXT = 'Rapporten skapas …';
export const CANCEL_LABEL = 'Avbryt';
/** Ours (the spec gives none): a session that may open the page but sees no report, e.g. an unknown partner role. */
export const NO_REPORTS_TEXT = 'Det finns inga rapporter att hämta här.';

/** Ours (issue 41 §1): shows the report in the page, beside "Ladda ner". */
export const PREVIEW_LABEL = 'Visa';
/** Ours (issue 41 §3): back to the definition's defaults, forgetting the remembered choices. */
export const RESET_LABEL = 'Återställ';
/** Ours (issue 41 §3): the user's last three reports, above the groups. */
export const RECENT_HEADING = 'Senast använda';
/** Ours (issue 41 §3): the toast after a download, naming the file. */
export const downloadedText = (fileName: string): string => `Rapporten har laddats ner: ${fileName}`;
/** The preview table's caption (issue 41 §1). */
export const previewCaption = (title: string): string => `${title}, förhandsvisning`;
/** The chart's accessible name. */
export const chartLabel = (title: string): string => `Diagram: ${title}`;

export const FORMAT_LABELS: Record<FormatType, string> = { pdf: 'PDF', xlsx: 'Excel (xlsx)' };

/** An accordion's title: the report's name and code, e.g. "Daglig försäljning (EKORDF01)". */
export const reportTitle = (name: string, code: string): string => `${name} (${code})`;
