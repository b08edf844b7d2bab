// Request and response schemas of the report routes. The body is checked by the report's own definition
// (server/reports/check-report-body.ts), so its schema here only bounds sizes (server/routes/input-bounds.ts).
import { reportBodyBounds } from './input-bounds.js';

const errorBody = {
  type: 'object',
  required: ['code', 'message'],
  additionalProperties: false,
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    fields: {
      type: 'array',
      items: { type: 'object', required: ['field', 'message'], additionalProperties: false, properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
} as const;

const file = { description: 'The report file (application/pdf or the xlsx media type), as an attachment.', type: 'string', format: 'binary' } as const;
const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 503: errorBody } as const;
const reportCode = { type: 'string', pattern: '^[A-Z][A-Z0-9_]*(_excel)?$', maxLength: 64 } as const;
const body = reportBodyBounds;

export const agencyReportSchema = {
  params: {
    type: 'object', required: ['agencyNumber', 'reportCode'],
    properties: { agencyNumber: { type: 'string', pattern: '^[0-9]{0,10}$' }, reportCode },
  },
  body,
  response: { 200: file, ...errors },
};

export const internalReportSchema = {
  params: { type: 'object', required: ['reportCode'], properties: { reportCode } },
  querystring: {
    type: 'object',
    properties: { agencyNumber: { type: 'string', pattern: '^[0-9]{0,10}$' }, username: { type: 'string', maxLength: 120 } },
  },
  body,
  response: { 200: file, ...errors },
};

export const partnerReportSchema = {
  params: { type: 'object', required: ['partnerId', 'reportCode'], properties: { partnerId: { type: 'string', maxLength: 40 }, reportCode } },
  body,
  response: { 200: file, ...errors },
};

const definitionEntry = {
  type: 'object',
  required: ['code', 'name', 'group', 'payloadKind', 'formats', 'definition'],
  additionalProperties: false,
  properties: {
    code: { type: 'string' },
    name: { type: 'string' },
    group: { type: 'string' },
    payloadKind: { type: 'string' },
    formats: { type: 'array', items: { type: 'string' } },
    definition: { type: 'object', additionalProperties: true },
  },
} as const;

export const definitionsSchema = {
  querystring: { type: 'object', properties: { agencyNumber: { type: 'string', pattern: '^[0-9]{0,10}$' } } },
  response: { 200: { type: 'array', items: definitionEntry } },
};
