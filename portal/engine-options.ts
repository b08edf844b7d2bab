// What every program of the portal creates its engine with: the portal's vocabulary and the operator's report wire.
import { PORTAL_VOCABULARY } from './engine-vocabulary';
import { PORTAL_REPORT_WIRE } from './reports/report-wire';

export const PORTAL_ENGINE_OPTIONS = { vocabulary: PORTAL_VOCABULARY, reportWire: PORTAL_REPORT_WIRE };

