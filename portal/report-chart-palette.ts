/** The colours of a report chart's series, in order: the page's chart and the PDF's draw alike (issue 41 §2). */
export const REPORT_CHART_COLORS = ['#0b3a66', '#1f9d6b', '#d9822b', '#8e44ad', '#c0392b', '#5d6d7e'] as const;
