// Generated from schemas/api/*.json by `npm run contracts`: do not edit. A test fails when this file is stale.

/** Agency info as the SPA reads it (spec part 1 §3) plus the outlet segment the menu filters on; the row version travels as the ETag, not in the body. */
export type AgencyInfo = {
  agencyNumber: string;
  agencyName: string;
  agencyType: string;
  revenueSegment: string;
  campaignSegment: string;
  categoryName: string;
  retailChainId: number;
  retailChainName: string;
  bettingManager: string;
  bettingManagerUserId: string;
  bettingManagerPhone: string;
  agencyPhone: string;
  agencyEmail: string;
  weekdayOpening: string;
  weekdayClosing: string;
  satOpening: string;
  satClosing: string;
  sunOpening: string;
  sunClosing: string;
  agencyAddress: string;
  agencyZipCode: string;
  agencyCity: string;
  visitingAddress: string;
  visitingPostalNumber: string;
  visitingCity: string;
  invoiceAddress: string;
  invoicePostalNumber: string;
  invoiceCity: string;
  invoiceRecipient: string;
  invoiceReference: string;
  invoiceCareOf: string;
  invoiceStoreNumber: string;
  shareAgencyReport: boolean;
  /** The outlet segment the server derives (engine deriveSegment); the SPA derives its own. */
  segment: 'AGENCY' | 'DIGITAL' | 'TRACK';
};

/** One agency in the internal overview (spec §3). */
export type AgencyOverviewEntry = {
  agencyNumber: string;
  agencyName: string;
};

/** The shop form's payload: only the shape and its size bounds here (strings, arrays and objects bounded, two levels deep); fields, types and every §5 rule come from schemas/forms/shop-details.json. */
export type ShopDetailsSave = Record<string, unknown>;

/** The authorization request (PKCE): only types and bounds here; the client, PKCE and redirect rules are checked in code so they answer error.invalid-request. No additionalProperties: false (Fastify would drop unknown keys silently). */
export type AuthorizeParams = {
  client_id?: string;
  response_type?: string;
  redirect_uri?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  state?: string;
};

/** The authorize answer: one login form to post the credentials to (architecture.md "Auth sequence" step 2). */
export type AuthenticationStep = {
  type: 'authentication-step';
  actions: {
    template: 'form';
    kind: 'login';
    model: {
      href: string;
      method: 'POST';
      fields: {
        name: string;
      }[];
    };
  }[];
};

/** The login form's fields (the user name upper-cased by the SPA). */
export type LoginCredentials = {
  userName: string;
  password: string;
};

/** A successful login: the authorization code and the state the SPA sent (step 3). */
export type AuthorizationResponse = {
  type: 'authorization-response';
  properties: {
    code: string;
    state: string;
  };
};

/** The code exchange at the token handler (form-encoded or JSON): checked in code against the flow, so each field is only bounded here. */
export type CodeExchangeRequest = {
  client_id?: string;
  code_verifier?: string;
  grant_type?: string;
  redirect_uri?: string;
  code?: string;
};

/** The tokens for the SPA; the refresh token comes back only as an HttpOnly cookie. */
export type TokenResponse = {
  access_token: string;
  id_token: string;
};

/** The body of POST /log: one error, warning or note from the SPA with where it happened. */
export type ClientLogPayload = {
  msg: string;
  error?: string;
  logLevel: 'error' | 'warn' | 'info';
  time?: string;
  timestamp?: string;
  browser?: string;
  browserVersion?: string;
  os?: string;
  url?: string;
};

/** One broken rule, shown under its field. */
export type FieldError = {
  field: string;
  message: string;
  /** The rule's message code, when a definition's validation produced it (e.g. 'mobile', 'openingBeforeClosing'). */
  code?: string;
};

/** Every error answer: { code, message } and, for a form's broken rules, the fields. */
export type ErrorBody = {
  code: string;
  message: string;
  fields?: FieldError[];
};

/** POST /api/api-retail/v1/contentful/data: a Content Delivery API entries query as JSON */
export type ContentQueryBody = {
  contentType: string;
  include?: number;
  limit?: number;
  skip?: number;
  order?: string;
  /** Internal staff only: the agency whose chain and segment choose the news */
  agencyNumber?: string;
  [key: string]: unknown;
};

/** POST /api/api-retail/v1/contentful/alerts: the alert entries with a given title */
export type ContentAlertsBody = {
  contentType: 'alert';
  limit?: number;
  fieldsTitle: string;
};

/** A link to an entry or asset, resolved from the collection's includes. */
export type ContentLink = {
  sys: {
    type: 'Link';
    linkType: 'Entry' | 'Asset';
    id: string;
  };
};

/** An entry: its sys (id, type, dates, content type) and fields, open to the content type's own (docs/content-model.md). */
export type ContentEntry = {
  sys: {
    id: string;
    type: 'Entry';
    createdAt?: string;
    updatedAt?: string;
    locale?: string;
    contentType?: {
      sys: {
        id: string;
        [key: string]: unknown;
      };
      [key: string]: unknown;
    };
    [key: string]: unknown;
  };
  fields: Record<string, unknown>;
  [key: string]: unknown;
};

/** An asset (a picture or a file): its URL under /content-assets, name, type and size. */
export type ContentAsset = {
  sys: {
    id: string;
    type: 'Asset';
    createdAt?: string;
    updatedAt?: string;
    locale?: string;
    [key: string]: unknown;
  };
  fields: {
    title?: string;
    description?: string;
    file?: {
      url: string;
      fileName?: string;
      contentType?: string;
      details?: {
        size?: number;
        image?: {
          width: number;
          height: number;
          [key: string]: unknown;
        };
        [key: string]: unknown;
      };
      [key: string]: unknown;
    };
    [key: string]: unknown;
  };
  [key: string]: unknown;
};

/** A Content Delivery API collection (server/content/cda-types.ts), passed on as the store or the space gives it: every level stays open (additionalProperties), since entries carry their content type's own fields. */
export type ContentCollection = {
  sys?: {
    type?: 'Array';
    [key: string]: unknown;
  };
  total: number;
  skip: number;
  limit: number;
  items: ContentEntry[];
  includes?: {
    Entry?: ContentEntry[];
    Asset?: ContentAsset[];
    [key: string]: unknown;
  };
  [key: string]: unknown;
};

/** GET /api/api-retail/v2/winnerslist/archive: the archived winners lists grouped by game type */
export type WinnersArchive = {
  winnersList: {
    gameType: string;
    entries: {
      date: string;
      fileId: string;
      trackName: string;
    }[];
  }[];
};

/** An alert's show, type and text, as the shell and the login page show it (spec part 1 §7). */
export type LoginAlert = {
  show: boolean;
  type: string;
  text: string;
};

/** One mandatory course (spec part 2 §3 "Education"). */
export type Course = {
  courseName: string;
  /** '0.0' when not started, else the percent with two decimals ('40.00', '100.00'), as the learning service writes it. */
  progress: string;
  /** The last valid day (yyyy-MM-dd), or null when never completed. */
  validUntil: string | null;
};

/** The education status call's answer (spec part 2 §3, §7). */
export type EducationStatus = {
  /** COMPLETED when every mandatory course is completed (100 %); NOT_COMPLETED otherwise. */
  status: 'COMPLETED' | 'NOT_COMPLETED';
  /** The earliest last-valid day of the completed courses; null when none is completed. */
  upcomingExpiryDate: string | null;
  /** True when no mandatory course has been started (all at 0 %, none ever completed). */
  noEducationsStarted: boolean;
  courses: Course[];
};

/** The status call's body: the caller's person, name, agency and (informational) chain. */
export type EducationStatusRequest = {
  personId?: string | null;
  username: string;
  agencyNumber: string;
  chainId?: number | string | null;
};

/** The learning-service token's body: the caller's own person and agency. */
export type LearningTokenRequest = {
  socialSecurityNumber: string;
  personId: string;
  agencyNumber: string;
};

/** Whether the instance lives, or is ready for requests. Which instance answered is said in its log lines only, not to anyone who asks (issue 37). */
export type Health = {
  status: 'ok' | 'ready';
};

/** A size an article can be ordered in. */
export type ArticleSelection = {
  size: string;
  sizeRange: number;
};

/** An article as GET .../products answers it (spec part 2 §3): quantity = what the agency has on order now. */
export type Article = {
  articleNumber: string;
  articleName: string;
  quantity: number;
  max: number;
  selections: ArticleSelection[];
};

/** One product category with its articles. */
export type ProductCategory = {
  name: string;
  articles: Article[];
};

/** Only the shape and its bounds: which articles exist and every quantity rule come from the orders template. */
export type OrderSave = {
  articles: Record<string, unknown>[];
};

/** The engine's report body, bounded in every array and string (docs/security.md); the report's own definition checks the rest (server/reports/check-report-body.ts). */
export type ReportBody = {
  parameterNameValues?: {
    listOfParamNameValues?: unknown;
  };
};

/** One report the caller may see: what the reports page needs to list and render its form. */
export type ReportDefinitionEntry = {
  code: string;
  name: string;
  group: string;
  payloadKind: string;
  formats: string[];
  /** The definition JSON without x-dataset (the SQL stays on the server) and without x-examples. */
  definition: Record<string, unknown>;
};

/** A report shown in the page (issue 41 §1): the PDF's header lines, its cell texts as the PDF prints them, at most the first 500 rows, and the declared chart's points. */
export type ReportPreview = {
  /** "Name (CODE)", as the PDF's title. */
  title: string;
  /** The PDF's header lines as [label, value]. */
  lines: string[][];
  columns: {
    key: string;
    title: string;
    align: 'left' | 'right';
  }[];
  /** Each row's cell texts in column order (the PDF's own formatting). */
  rows: string[][];
  /** The totals row's texts, the label first. */
  totals?: string[];
  emptyMessage?: string;
  /** Rows in the report (the file holds them all). */
  rowCount: number;
  /** Said when only the first rows are shown. */
  note?: string;
  chart?: ReportChart;
};

/** The parameters and format a user last chose for a report (issue 41 §3); the values are the form's, checked against the report's definition. */
export type ReportPreferences = {
  format: 'pdf' | 'xlsx';
  values: Record<string, string | number | boolean>;
};

export type StoredReportPreferences = {
  reportCode: string;
  format: 'pdf' | 'xlsx';
  values: Record<string, unknown>;
  /** ISO instant of the last save. */
  usedAt: string;
};

/** A report's declared chart (x-dataset.chart) as the page and the PDF draw it: one point per x value (in the rows' order), each series' sum there. */
export type ReportChart = {
  kind: 'line' | 'bar';
  stacked: boolean;
  xTitle: string;
  series: {
    key: string;
    title: string;
  }[];
  points: {
    x: string;
    values: number[];
  }[];
};

/** A user on the staff page (spec part 2 §3 "User"), without the personal number. */
export type StaffUser = {
  username: string;
  firstname: string;
  lastname: string;
  alias?: string;
  /** Only for internal callers. */
  mobile?: string;
  roles: string[];
  agencyNumber: string;
  personId?: string;
  locked: boolean;
  forcePasswordChange: boolean;
  lastLoginDate?: string;
  /** As the user's record holds it ('' = acceptance pending); the card's save sends it back unchanged (spec part 2 §7). */
  gdprAcceptDate?: string;
  /** The augmented-role flag: SALJPLUS. */
  augmented: boolean;
  /** The row version; a write sends "<version>" in If-Match (also the ETag of the answers). */
  version: number;
};

/** POST /users and /users/economy: the add form's payload, who creates and for which agency. No additionalProperties: false (Fastify would drop unknown keys silently); the server names them in a 400. */
export type StaffCreate = {
  createdBy?: string;
  changedBy?: string;
  agencyNumber: string;
  socialSecurityNumber: string;
  firstname: string;
  lastname: string;
  oneTimePassword: string;
  augmented?: boolean;
  roles: string[];
};

/** PUT /users naming another user, and PUT /internal/users: the card's changes (If-Match the user's version). */
export type StaffUpdate = {
  username: string;
  agencyNumber: string;
  mobile?: string | null;
  alias?: string | null;
  roles?: string[];
  password?: string | null;
  changedBy?: string | null;
  gdprAcceptDate?: string | null;
};

/** DELETE /users: the user and the role the card removes (If-Match the user's version). */
export type StaffDelete = {
  agencyNumber: string;
  role: string;
  deletedBy?: string;
  username: string;
};

/** POST /person: a personal number to look up in the population register. */
export type PersonLookup = {
  ssn: string;
};

/** The names the population register holds for a personal number. */
export type Person = {
  firstname: string;
  lastname: string;
};

/** The learning service's overview of an agency: its staff who take the mandatory courses and are known to it. */
export type StaffEducationOverview = {
  agencyNumber: string;
  users: {
    username: string;
    personId?: string;
    education: EducationStatus;
  }[];
};

/** What the analyst picks in the studio's bar: who fills the form in, and on which day. */
export type StudioChoice = {
  role: string;
  segment: string;
  agency: string;
  /** YYYY-MM-DD; another text means today. */
  today: string;
};

/** A definition file the studio shows. */
export type StudioFile = {
  file: string;
  kind: 'report' | 'form';
};

/** The files, the roles and segments to pick from, and the choice the studio opens with. */
export type StudioSetup = StudioChoice & {
  files: StudioFile[];
  roles: string[];
  segments: string[];
};

/** One golden example: passing, or failing with the check's message and a line diff. */
export type StudioExampleResult = {
  name: string;
  ok: boolean;
  message?: string;
  /** Expected and actual, pretty-printed, as diff lines: "  same", "- expected", "+ actual". */
  diff?: string[];
};

/** What the studio knows of one definition file after a save. */
export type StudioDefinitionView = {
  file: string;
  /** The file's JSON, or null when it is not readable JSON. */
  json: unknown;
  /** `file:/pointer: message` lines of the full check (engine, golden examples, dataset against the views). */
  problems: string[];
  /** Loaded without meta-schema or meaning problems: the form can be shown. */
  loadable: boolean;
  examples: StudioExampleResult[];
};

/** A form's values: only the shape and its size bounds (two levels deep); the definition checks the rest. */
export type StudioValues = Record<string, unknown>;

/** The current values of a file under a choice. */
export type StudioRun = {
  /** A file of the listing, relative to the repository (schemas/reports/EKORDF01.json). */
  file: string;
  choice: StudioChoice;
  values: StudioValues;
  format: 'pdf' | 'xlsx';
};

/** The outcome of the current values under a choice. */
export type StudioRunView = {
  visible: boolean;
  errors: FieldError[];
  formMessage?: string;
  /** The request body the portal would send. */
  body?: unknown;
  request?: {
    urlCode: string;
    fileName: string;
    agencyNumber: string;
    partnerId?: string;
  };
  /** The first rows as the files print them (Swedish number formats), the totals row over all rows, the header lines. */
  dataset?: {
    columns: {
      key: string;
      title: string;
      kind: string;
    }[];
    rows: Record<string, string>[];
    total: number;
    totals?: Record<string, string>;
    totalsLabel?: string;
    header?: string[];
    error?: string;
    chart?: ReportChart;
  };
};

/** A report file of a file's body, as the report endpoint makes it. */
export type StudioReportFile = {
  /** A file of the listing, relative to the repository (schemas/reports/EKORDF01.json). */
  file: string;
  choice: StudioChoice;
  body: ReportBody;
  format: 'pdf' | 'xlsx';
};

/** What an analyst looks up while writing a dataset: the game codes and the reporting views with each column's type (server/reports/reporting-reference.ts). */
export type ReportingReference = {
  games: {
    code: string;
    name: string;
    group: string;
    ownGame: boolean;
  }[];
  types: {
    type: string;
    description: string;
    kinds: string[];
  }[];
  views: {
    name: string;
    description: string;
    columns: {
      name: string;
      type: string;
    }[];
  }[];
};

/** A report definition to write to reports/<x-report.code>.json (the code names the file). */
export type StudioSave = {
  json: Record<string, unknown>;
};

/** The report whose file is committed in the folder's git repository. */
export type StudioCommit = {
  code: string;
};

/** What a commit did, as the editor shows it. */
export type StudioMessage = {
  message: string;
};

/** The file a save wrote, relative to the repository. */
export type StudioSaved = {
  file: string;
};

/** One of the caller's subscriptions as "Mina prenumerationer" lists it. */
export type Subscription = {
  id: string;
  reportCode: string;
  reportName: string;
  format: 'pdf' | 'xlsx';
  /** The agency of an agency report; empty for a partner report. */
  agencyNumber: string;
  period: 'previousMonth' | 'previousWeek' | 'yesterday' | 'previousYear';
  frequency: 'weekly' | 'monthly';
  weekday: number | null;
  hour: number;
  email: string;
  paused: boolean;
  /** The next scheduled run (ISO instant). */
  nextRunAt: string;
  /** Why the last run sent nothing, in Swedish; null after a sent one. */
  failureReason: string | null;
};

/** A report's body as its download sends it (the period fields are replaced by the relative period at each run), and the schedule. */
export type SubscriptionRequest = {
  report: ReportBody;
  format: 'pdf' | 'xlsx';
  period: 'previousMonth' | 'previousWeek' | 'yesterday' | 'previousYear';
  frequency: 'weekly' | 'monthly';
  /** 1 (måndag) to 7 (söndag); weekly only. */
  weekday?: number;
  hour: number;
  email: string;
};

export type OutboxMail = {
  messageId: string;
  recipient: string;
  subject: string;
  text: string;
  attachmentName: string;
  createdAt: string;
};

/** A terminal parameter as GET .../terminal/parameters answers it (spec part 2 §3). */
export type TerminalParameter = {
  name: string;
  value: string | null;
  defaultValue: string;
  description: string | null;
  prompt: string;
  regexp: string | null;
};

/** Only the values set, and who changes them (the caller). Only the shape and its bounds here: which parameters exist and every value rule come from the terminal template. */
export type TerminalParameterSave = {
  parameterValue: Record<string, unknown>[];
  username: string;
};

/** The person/user shape the SPA reads (spec §3); a field not held is left out. */
export type User = {
  username: string;
  firstname: string;
  lastname: string;
  alias?: string;
  mobile?: string;
  roles: string[];
  socialSecurityNumber?: string;
  personId?: string;
  agencyNumber: string;
  storeChainId?: number;
  forcePasswordChange: boolean;
  /** Absent: not defined. '': defined but empty (GDPR acceptance pending). */
  gdprAcceptDate?: string;
  passwordExpireDate?: string;
};

/** A user's mobile number as a save sends it: '' and null both mean none. */
export type MobileChange = string | null;

/** The day a user accepted the GDPR terms as a save sends it: null means leave it as it is. */
export type GdprAcceptDateChange = string | null;

/** Agency staff's save: their own record (the caller's name and the fields changed), or a manager's save of another user of the agency on the staff card. No additionalProperties: false (Fastify would drop unknown keys silently); the server names them in a 400 instead. */
export type OwnUserSave = {
  username: string;
  agencyNumber?: string;
  mobile?: MobileChange;
  alias?: string | null;
  gdprAcceptDate?: GdprAcceptDateChange;
  changedBy?: string | null;
  password?: string | null;
  roles?: string[];
};

/** A partner user's save of their own record: the caller's name, their partner and the fields changed. Unknown keys are named in a 400, as for OwnUserSave. */
export type PartnerUserSave = {
  username: string;
  partner?: string;
  mobile?: MobileChange;
  gdprAcceptDate?: GdprAcceptDateChange;
};

/** A chain user's save of their own record: the caller's name and the fields changed. Unknown keys are named in a 400, as for OwnUserSave. */
export type ChainUserSave = {
  username: string;
  mobile?: MobileChange;
  gdprAcceptDate?: GdprAcceptDateChange;
};

/** A password change names the caller; old and new are checked by the server (an absent one is an empty one). Lengths bound the scrypt input. */
export type PasswordChange = {
  oldPassword?: string;
  newPassword?: string;
  username: string;
};

/** Every endpoint: method, path, path parameters, query, body and the answer's type (any of its 2xx). */
export interface ApiEndpoints {
  /** GET /api/api-retail/v2/agencies/{agencyNumber}/info: Agency staff read their own agency, RETAIL the agencies of their chain; the row version as ETag. */
  getAgencyInfo: {
    method: 'GET';
    path: '/api/api-retail/v2/agencies/{agencyNumber}/info';
    params: {
      agencyNumber: string;
    };
    query: Record<string, never>;
    body: undefined;
    response: AgencyInfo;
  };
  /** GET /api/api-retail/v2/internal/agencies/{agencyNumber}/info: Internal staff read the chosen agency. */
  getInternalAgencyInfo: {
    method: 'GET';
    path: '/api/api-retail/v2/internal/agencies/{agencyNumber}/info';
    params: {
      agencyNumber: string;
    };
    query: Record<string, never>;
    body: undefined;
    response: AgencyInfo;
  };
  /** PUT /api/api-retail/v2/agencies/{agencyNumber}/info: "Butikens uppgifter": OMBMGR and SALJPLUS save their shop (If-Match required); answers the saved info. */
  saveAgencyInfo: {
    method: 'PUT';
    path: '/api/api-retail/v2/agencies/{agencyNumber}/info';
    params: {
      agencyNumber: string;
    };
    query: Record<string, never>;
    body: ShopDetailsSave;
    response: AgencyInfo;
  };
  /** PUT /api/api-retail/v2/internal/agencies/{agencyNumber}/info: Internal staff save the chosen agency's shop details (If-Match required). */
  saveInternalAgencyInfo: {
    method: 'PUT';
    path: '/api/api-retail/v2/internal/agencies/{agencyNumber}/info';
    params: {
      agencyNumber: string;
    };
    query: Record<string, never>;
    body: ShopDetailsSave;
    response: AgencyInfo;
  };
  /** GET /api/api-retail/v2/internal/agencies/overview: Internal staff's list of agencies, filtered by q. */
  getAgencyOverview: {
    method: 'GET';
    path: '/api/api-retail/v2/internal/agencies/overview';
    params: Record<string, never>;
    query: {
      q?: string;
    };
    body: undefined;
    response: AgencyOverviewEntry[];
  };
  /** POST /api/api-retail/v2/internal/agency-number: Internal staff's set-agency action (path ours): checks the number and answers the agency it names. */
  setAgencyNumber: {
    method: 'POST';
    path: '/api/api-retail/v2/internal/agency-number';
    params: Record<string, never>;
    query: Record<string, never>;
    body: {
      agencyNumber: string;
    };
    response: AgencyOverviewEntry;
  };
  /** POST /oauth/v2/authorize: Starts a portal-haapi login (S256 PKCE only); answers the login form's address. */
  authorize: {
    method: 'POST';
    path: '/oauth/v2/authorize';
    params: Record<string, never>;
    query: Record<string, never>;
    body: AuthorizeParams;
    response: AuthenticationStep;
  };
  /** POST /oauth/v2/authenticate/{flowId}: Checks the credentials of an open flow; wrong ones answer 400 (rate-limited per IP and per user name). */
  authenticate: {
    method: 'POST';
    path: '/oauth/v2/authenticate/{flowId}';
    params: {
      flowId: string;
    };
    query: Record<string, never>;
    body: LoginCredentials;
    response: AuthorizationResponse;
  };
  /** POST /tokenhandler/v1/callback-haapi: Redeems the code (x-portal-csrf: 1): the access and ID tokens, the refresh token as a cookie. */
  exchangeCode: {
    method: 'POST';
    path: '/tokenhandler/v1/callback-haapi';
    params: Record<string, never>;
    query: Record<string, never>;
    body: CodeExchangeRequest;
    response: TokenResponse;
  };
  /** GET /tokenhandler/v1/access-token: A new access token from the refresh cookie, which rotates (x-portal-csrf: 1); 204 without a cookie (no session). */
  refreshAccessToken: {
    method: 'GET';
    path: '/tokenhandler/v1/access-token';
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    response: {
      accessToken: string;
    } | undefined;
  };
  /** GET /tokenhandler/v1/logout: Revokes the refresh cookie's session and clears the cookie (x-portal-csrf: 1). */
  tokenHandlerLogout: {
    method: 'GET';
    path: '/tokenhandler/v1/logout';
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    response: void;
  };
  /** POST /log: The SPA reports its errors; bounded in size, rows and rate. */
  clientLog: {
    method: 'POST';
    path: '/log';
    params: Record<string, never>;
    query: Record<string, never>;
    body: ClientLogPayload;
    response: void;
  };
  /** POST /api/api-retail/v1/contentful/data: A Content Delivery API entries query as JSON, answered by the embedded store or a configured space. */
  contentData: {
    method: 'POST';
    path: '/api/api-retail/v1/contentful/data';
    params: Record<string, never>;
    query: Record<string, never>;
    body: ContentQueryBody;
    response: ContentCollection;
  };
  /** POST /api/api-retail/v1/contentful/alerts: The alert entries with a given title. */
  contentAlerts: {
    method: 'POST';
    path: '/api/api-retail/v1/contentful/alerts';
    params: Record<string, never>;
    query: Record<string, never>;
    body: ContentAlertsBody;
    response: ContentCollection;
  };
  /** GET /api/api-retail/v2/winnerslist/archive: The archived winners lists grouped by game type, V75 first; refused for digital and track outlets. */
  winnersArchive: {
    method: 'GET';
    path: '/api/api-retail/v2/winnerslist/archive';
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    response: WinnersArchive;
  };
  /** GET /api/api-retail/v2/winnerslist/archive/file/{fileId}: One archived winners list as a PDF (game-date.pdf). */
  winnersFile: {
    method: 'GET';
    path: '/api/api-retail/v2/winnerslist/archive/file/{fileId}';
    params: {
      fileId: string;
    };
    query: Record<string, never>;
    body: undefined;
    response: Blob;
  };
  /** GET /content/login-alert: The login page's alert (no token yet, outside /api): the first alert titled "Alert inloggningssida", or null. */
  loginAlert: {
    method: 'GET';
    path: '/content/login-alert';
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    response: {
      alert: LoginAlert | null;
    };
  };
  /** POST /api/api-retail/v2/education/control/user/: Status and courses of the caller (the spec writes the trailing slash; both spellings answer). */
  educationStatus: {
    method: 'POST';
    path: '/api/api-retail/v2/education/control/user/';
    params: Record<string, never>;
    query: Record<string, never>;
    body: EducationStatusRequest;
    response: EducationStatus;
  };
  /** POST /api/api-retail/v2/education/control/user/details: The caller's mandatory courses. */
  courseDetails: {
    method: 'POST';
    path: '/api/api-retail/v2/education/control/user/details';
    params: Record<string, never>;
    query: Record<string, never>;
    body: {
      username: string;
    };
    response: Course[];
  };
  /** POST /api/api-retail/v2/learning/token: A one-minute, single-use token for the learning service, for the caller only. */
  learningToken: {
    method: 'POST';
    path: '/api/api-retail/v2/learning/token';
    params: Record<string, never>;
    query: Record<string, never>;
    body: LearningTokenRequest;
    response: {
      token: string;
    };
  };
  /** GET /health/live: 200 while the process answers at all (a process manager restarts it otherwise). */
  healthLive: {
    method: 'GET';
    path: '/health/live';
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    response: Health;
  };
  /** GET /health/ready: 200 when the database answers and is migrated and the instance is not draining; else 503 with a Swedish text (a load balancer sends no new requests). */
  healthReady: {
    method: 'GET';
    path: '/health/ready';
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    response: Health;
  };
  /** GET /api/api-retail/v2/agencies/{agencyNumber}/products: The agency's order categories and quantities (OMBMGR, SALJPLUS), with the version as ETag. */
  getOrders: {
    method: 'GET';
    path: '/api/api-retail/v2/agencies/{agencyNumber}/products';
    params: {
      agencyNumber: string;
    };
    query: Record<string, never>;
    body: undefined;
    response: ProductCategory[];
  };
  /** GET /api/api-retail/v2/internal/agencies/{agencyNumber}/products: The chosen agency's orders, for internal staff. */
  getInternalOrders: {
    method: 'GET';
    path: '/api/api-retail/v2/internal/agencies/{agencyNumber}/products';
    params: {
      agencyNumber: string;
    };
    query: Record<string, never>;
    body: undefined;
    response: ProductCategory[];
  };
  /** PUT /api/api-retail/v2/agencies/{agencyNumber}/products: Saves the quantities (If-Match); answers the categories and the new ETag. */
  saveOrders: {
    method: 'PUT';
    path: '/api/api-retail/v2/agencies/{agencyNumber}/products';
    params: {
      agencyNumber: string;
    };
    query: Record<string, never>;
    body: OrderSave;
    response: ProductCategory[];
  };
  /** PUT /api/api-retail/v2/internal/agencies/{agencyNumber}/products: Internal staff save the chosen agency's quantities (If-Match). */
  saveInternalOrders: {
    method: 'PUT';
    path: '/api/api-retail/v2/internal/agencies/{agencyNumber}/products';
    params: {
      agencyNumber: string;
    };
    query: Record<string, never>;
    body: OrderSave;
    response: ProductCategory[];
  };
  /** POST /api/api-retail/v2/agencies/{agencyNumber}/reports/{reportCode}: A report for an agency (its staff, or RETAIL for its chain); the code carries _excel for xlsx. */
  agencyReport: {
    method: 'POST';
    path: '/api/api-retail/v2/agencies/{agencyNumber}/reports/{reportCode}';
    params: {
      agencyNumber: string;
      reportCode: string;
    };
    query: Record<string, never>;
    body: ReportBody;
    response: Blob;
  };
  /** POST /api/api-retail/v2/agencies/{agencyNumber}/reports/{reportCode}/preview: The same report shown in the page (issue 41 §1): the same access, body check and caps as the file, JSON instead of the file. */
  agencyReportPreview: {
    method: 'POST';
    path: '/api/api-retail/v2/agencies/{agencyNumber}/reports/{reportCode}/preview';
    params: {
      agencyNumber: string;
      reportCode: string;
    };
    query: Record<string, never>;
    body: ReportBody;
    response: ReportPreview;
  };
  /** POST /api/api-retail/v2/internal/economy/reports/{reportCode}: A report for internal staff, naming the agency and the user. */
  internalReport: {
    method: 'POST';
    path: '/api/api-retail/v2/internal/economy/reports/{reportCode}';
    params: {
      reportCode: string;
    };
    query: {
      agencyNumber?: string;
      username?: string;
    };
    body: ReportBody;
    response: Blob;
  };
  /** POST /api/api-retail/v2/internal/economy/reports/{reportCode}/preview: The same report shown in the page (issue 41 §1): the same access, body check and caps as the file, JSON instead of the file. */
  internalReportPreview: {
    method: 'POST';
    path: '/api/api-retail/v2/internal/economy/reports/{reportCode}/preview';
    params: {
      reportCode: string;
    };
    query: {
      agencyNumber?: string;
      username?: string;
    };
    body: ReportBody;
    response: ReportPreview;
  };
  /** POST /api/api-retail/v2/partner/{partnerId}/economy/reports/{reportCode}: A partner's report. */
  partnerReport: {
    method: 'POST';
    path: '/api/api-retail/v2/partner/{partnerId}/economy/reports/{reportCode}';
    params: {
      partnerId: string;
      reportCode: string;
    };
    query: Record<string, never>;
    body: ReportBody;
    response: Blob;
  };
  /** POST /api/api-retail/v2/partner/{partnerId}/economy/reports/{reportCode}/preview: The same report shown in the page (issue 41 §1): the same access, body check and caps as the file, JSON instead of the file. */
  partnerReportPreview: {
    method: 'POST';
    path: '/api/api-retail/v2/partner/{partnerId}/economy/reports/{reportCode}/preview';
    params: {
      partnerId: string;
      reportCode: string;
    };
    query: Record<string, never>;
    body: ReportBody;
    response: ReportPreview;
  };
  /** GET /api/api-retail/v2/reports/definitions: Ours (the spec does not show it): the reports the caller may see, role and segment filtered. */
  reportDefinitions: {
    method: 'GET';
    path: '/api/api-retail/v2/reports/definitions';
    params: Record<string, never>;
    query: {
      agencyNumber?: string;
    };
    body: undefined;
    response: ReportDefinitionEntry[];
  };
  /** GET /api/api-retail/v2/reports/preferences: Ours (issue 41 §3): the caller's remembered report choices, the last used first. */
  reportPreferences: {
    method: 'GET';
    path: '/api/api-retail/v2/reports/preferences';
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    response: StoredReportPreferences[];
  };
  /** PUT /api/api-retail/v2/reports/preferences/{reportCode}: Remembers the caller's choices for a report it may see; 400 with field errors when the values do not fit the definition. */
  saveReportPreferences: {
    method: 'PUT';
    path: '/api/api-retail/v2/reports/preferences/{reportCode}';
    params: {
      reportCode: string;
    };
    query: Record<string, never>;
    body: ReportPreferences;
    response: void;
  };
  /** DELETE /api/api-retail/v2/reports/preferences/{reportCode}: Forgets the caller's choices for a report ("Återställ"). */
  deleteReportPreferences: {
    method: 'DELETE';
    path: '/api/api-retail/v2/reports/preferences/{reportCode}';
    params: {
      reportCode: string;
    };
    query: Record<string, never>;
    body: undefined;
    response: void;
  };
  /** GET /api/api-retail/v2/agencies/{agency}/users: The agency's staff, for OMBMGR and SALJPLUS of the agency. */
  getStaff: {
    method: 'GET';
    path: '/api/api-retail/v2/agencies/{agency}/users';
    params: {
      agency: string;
    };
    query: Record<string, never>;
    body: undefined;
    response: StaffUser[];
  };
  /** GET /api/api-retail/v2/internal/agencies/{agencyNumber}/users: The chosen agency's staff, for internal staff. */
  getInternalStaff: {
    method: 'GET';
    path: '/api/api-retail/v2/internal/agencies/{agencyNumber}/users';
    params: {
      agencyNumber: string;
    };
    query: {
      /** The caller's name (lower case, spaces as dots), as the spec's internal calls carry it. */
      username?: string;
    };
    body: undefined;
    response: StaffUser[];
  };
  /** GET /api/api-retail/v2/agencies/{agency}/education/control: The education overview of the agency's staff (the page's 120 s call). */
  getStaffEducation: {
    method: 'GET';
    path: '/api/api-retail/v2/agencies/{agency}/education/control';
    params: {
      agency: string;
    };
    query: Record<string, never>;
    body: undefined;
    response: StaffEducationOverview;
  };
  /** GET /api/api-retail/v2/internal/agencies/{agencyNumber}/education/control: The chosen agency's education overview, for internal staff. */
  getInternalStaffEducation: {
    method: 'GET';
    path: '/api/api-retail/v2/internal/agencies/{agencyNumber}/education/control';
    params: {
      agencyNumber: string;
    };
    query: {
      /** The caller's name (lower case, spaces as dots), as the spec's internal calls carry it. */
      username?: string;
    };
    body: undefined;
    response: StaffEducationOverview;
  };
  /** POST /api/api-retail/v2/agencies/{agency}/education/details: One person's mandatory courses (the card's course list). */
  getStaffCourses: {
    method: 'POST';
    path: '/api/api-retail/v2/agencies/{agency}/education/details';
    params: {
      agency: string;
    };
    query: Record<string, never>;
    body: {
      username: string;
    };
    response: Course[];
  };
  /** POST /api/api-retail/v2/internal/agencies/{agencyNumber}/education/details: One person's mandatory courses in the chosen agency, for internal staff. */
  getInternalStaffCourses: {
    method: 'POST';
    path: '/api/api-retail/v2/internal/agencies/{agencyNumber}/education/details';
    params: {
      agencyNumber: string;
    };
    query: {
      /** The caller's name (lower case, spaces as dots), as the spec's internal calls carry it. */
      username?: string;
    };
    body: {
      username: string;
    };
    response: Course[];
  };
  /** POST /api/api-retail/v2/person: The population register's names for a personal number: 403 for a protected identity, 404 when not found. */
  lookupPerson: {
    method: 'POST';
    path: '/api/api-retail/v2/person';
    params: Record<string, never>;
    query: Record<string, never>;
    body: PersonLookup;
    response: Person;
  };
  /** POST /api/api-retail/v2/users: Adds a seller after the lookup (201 with the user and its ETag). */
  createSeller: {
    method: 'POST';
    path: '/api/api-retail/v2/users';
    params: Record<string, never>;
    query: Record<string, never>;
    body: StaffCreate;
    response: StaffUser;
  };
  /** POST /api/api-retail/v2/users/economy: Adds an economy-authorised user (201 with the user and its ETag). */
  createEconomyUser: {
    method: 'POST';
    path: '/api/api-retail/v2/users/economy';
    params: Record<string, never>;
    query: Record<string, never>;
    body: StaffCreate;
    response: StaffUser;
  };
  /** PUT /api/api-retail/v2/internal/users: Internal staff save a card of the agency they act for (If-Match required). */
  saveInternalStaff: {
    method: 'PUT';
    path: '/api/api-retail/v2/internal/users';
    params: Record<string, never>;
    query: Record<string, never>;
    body: StaffUpdate;
    response: StaffUser;
  };
  /** DELETE /api/api-retail/v2/users: Removes a user (or its augmented role) from the agency (If-Match required). */
  deleteStaff: {
    method: 'DELETE';
    path: '/api/api-retail/v2/users';
    params: Record<string, never>;
    query: Record<string, never>;
    body: StaffDelete;
    response: void;
  };
  /** GET /studio-api/setup: The files, roles, segments and the opening choice. */
  studioSetup: {
    method: 'GET';
    path: '/studio-api/setup';
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    response: StudioSetup;
  };
  /** GET /studio-api/definition: A file's JSON, the check's findings and its golden examples. */
  studioDefinition: {
    method: 'GET';
    path: '/studio-api/definition';
    params: Record<string, never>;
    query: {
      /** A file of the listing, relative to the repository (schemas/reports/EKORDF01.json). */
      file: string;
    };
    body: undefined;
    response: StudioDefinitionView;
  };
  /** GET /studio-api/reference: The game codes and reporting views of the studio's demo database (the Referens panel). */
  studioReference: {
    method: 'GET';
    path: '/studio-api/reference';
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    response: ReportingReference;
  };
  /** GET /studio-api/meta: The folder's meta-schemas by file name: the editor is generated from them. */
  studioMeta: {
    method: 'GET';
    path: '/studio-api/meta';
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    response: Record<string, unknown>;
  };
  /** GET /studio-api/events: A text/event-stream: one event per save under schemas/ with the files saved ({ version, files }). */
  studioEvents: {
    method: 'GET';
    path: '/studio-api/events';
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    response: string;
  };
  /** POST /studio-api/run: Errors, request body and first rows of the current values. */
  studioRun: {
    method: 'POST';
    path: '/studio-api/run';
    params: Record<string, never>;
    query: Record<string, never>;
    body: StudioRun;
    response: StudioRunView;
  };
  /** POST /studio-api/report: The PDF or XLSX the report endpoint would make, on the demo data. */
  studioReport: {
    method: 'POST';
    path: '/studio-api/report';
    params: Record<string, never>;
    query: Record<string, never>;
    body: StudioReportFile;
    response: Blob;
  };
  /** POST /studio-api/save: Writes the report definition to reports/<x-report.code>.json of the folder. */
  studioSave: {
    method: 'POST';
    path: '/studio-api/save';
    params: Record<string, never>;
    query: Record<string, never>;
    body: StudioSave;
    response: StudioSaved;
  };
  /** POST /studio-api/commit: git add and commit of one report file in the folder's repository. */
  studioCommit: {
    method: 'POST';
    path: '/studio-api/commit';
    params: Record<string, never>;
    query: Record<string, never>;
    body: StudioCommit;
    response: StudioMessage;
  };
  /** GET /api/api-retail/v2/subscriptions: The caller's own subscriptions. */
  listSubscriptions: {
    method: 'GET';
    path: '/api/api-retail/v2/subscriptions';
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    response: {
      subscriptions: Subscription[];
    };
  };
  /** POST /api/api-retail/v2/agencies/{agencyNumber}/subscriptions/{reportCode}: Subscribes the caller to an agency report (the download's access rules and body check apply). */
  createSubscription: {
    method: 'POST';
    path: '/api/api-retail/v2/agencies/{agencyNumber}/subscriptions/{reportCode}';
    params: {
      agencyNumber: string;
      reportCode: string;
    };
    query: Record<string, never>;
    body: SubscriptionRequest;
    response: Subscription;
  };
  /** POST /api/api-retail/v2/partner/{partnerId}/subscriptions/{reportCode}: Subscribes a partner user to one of their partner's reports (the partner download's access rules and body check apply). */
  createPartnerSubscription: {
    method: 'POST';
    path: '/api/api-retail/v2/partner/{partnerId}/subscriptions/{reportCode}';
    params: {
      partnerId: string;
      reportCode: string;
    };
    query: Record<string, never>;
    body: SubscriptionRequest;
    response: Subscription;
  };
  /** PATCH /api/api-retail/v2/subscriptions/{subscriptionId}: Pauses or resumes one of the caller's subscriptions. */
  updateSubscription: {
    method: 'PATCH';
    path: '/api/api-retail/v2/subscriptions/{subscriptionId}';
    params: {
      subscriptionId: string;
    };
    query: Record<string, never>;
    body: {
      paused: boolean;
    };
    response: Subscription;
  };
  /** DELETE /api/api-retail/v2/subscriptions/{subscriptionId}: Deletes one of the caller's subscriptions. */
  deleteSubscription: {
    method: 'DELETE';
    path: '/api/api-retail/v2/subscriptions/{subscriptionId}';
    params: {
      subscriptionId: string;
    };
    query: Record<string, never>;
    body: undefined;
    response: void;
  };
  /** GET /api/api-retail/v2/internal/mail-outbox: The newest mails of the local outbox (without SMTP_URL), for internal staff. */
  mailOutbox: {
    method: 'GET';
    path: '/api/api-retail/v2/internal/mail-outbox';
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    response: {
      mails: OutboxMail[];
    };
  };
  /** GET /api/api-retail/v2/internal/mail-outbox/attachment: The attachment of one outbox mail. */
  mailOutboxAttachment: {
    method: 'GET';
    path: '/api/api-retail/v2/internal/mail-outbox/attachment';
    params: Record<string, never>;
    query: {
      messageId: string;
    };
    body: undefined;
    response: Blob;
  };
  /** GET /api/api-retail/v2/agencies/{agencyNumber}/terminal/parameters: The agency's terminal parameters (OMBMGR), with the version as ETag. */
  getTerminalParameters: {
    method: 'GET';
    path: '/api/api-retail/v2/agencies/{agencyNumber}/terminal/parameters';
    params: {
      agencyNumber: string;
    };
    query: Record<string, never>;
    body: undefined;
    response: TerminalParameter[];
  };
  /** GET /api/api-retail/v2/internal/terminal/parameters: The chosen agency's terminal parameters, for internal staff (the agency in the query). */
  getInternalTerminalParameters: {
    method: 'GET';
    path: '/api/api-retail/v2/internal/terminal/parameters';
    params: Record<string, never>;
    query: {
      agencyNumber: string;
      username?: string;
    };
    body: undefined;
    response: TerminalParameter[];
  };
  /** PUT /api/api-retail/v2/agencies/{agencyNumber}/terminal/parameters: Saves the values set (If-Match); answers the parameters and the new ETag. */
  saveTerminalParameters: {
    method: 'PUT';
    path: '/api/api-retail/v2/agencies/{agencyNumber}/terminal/parameters';
    params: {
      agencyNumber: string;
    };
    query: {
      username?: string;
    };
    body: TerminalParameterSave;
    response: TerminalParameter[];
  };
  /** PUT /api/api-retail/v2/internal/agencies/{agencyNumber}/terminal/parameters: Internal staff save the chosen agency's values (If-Match). */
  saveInternalTerminalParameters: {
    method: 'PUT';
    path: '/api/api-retail/v2/internal/agencies/{agencyNumber}/terminal/parameters';
    params: {
      agencyNumber: string;
    };
    query: {
      username?: string;
    };
    body: TerminalParameterSave;
    response: TerminalParameter[];
  };
  /** GET /api/api-retail/v2/me: The caller, with the row version as ETag. */
  getMe: {
    method: 'GET';
    path: '/api/api-retail/v2/me';
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    response: User;
  };
  /** GET /api/api-retail/v2/agencies/{agency}/users/{username}: A user of an agency: oneself (User), or a colleague for those the staff page's rules let read the agency's staff (StaffUser, as the staff card shows it). */
  getAgencyUser: {
    method: 'GET';
    path: '/api/api-retail/v2/agencies/{agency}/users/{username}';
    params: {
      agency: string;
      username: string;
    };
    query: Record<string, never>;
    body: undefined;
    response: User | StaffUser;
  };
  /** GET /api/api-retail/v2/partner/{partner}/users/{username}: A partner user reads themselves. */
  getPartnerUser: {
    method: 'GET';
    path: '/api/api-retail/v2/partner/{partner}/users/{username}';
    params: {
      partner: string;
      username: string;
    };
    query: Record<string, never>;
    body: undefined;
    response: User;
  };
  /** GET /api/api-retail/v2/chain/users/{username}: A chain user reads themselves. */
  getChainUser: {
    method: 'GET';
    path: '/api/api-retail/v2/chain/users/{username}';
    params: {
      username: string;
    };
    query: Record<string, never>;
    body: undefined;
    response: User;
  };
  /** PUT /api/api-retail/v2/users: Agency staff save their own mobile, alias and GDPR acceptance (answer: User); a body naming another user of the agency is the staff card's save (spec part 2 §7; answer: StaffUser). If-Match required. */
  saveAgencyUser: {
    method: 'PUT';
    path: '/api/api-retail/v2/users';
    params: Record<string, never>;
    query: Record<string, never>;
    body: OwnUserSave;
    response: User | StaffUser;
  };
  /** PUT /api/api-retail/v2/partner/user: A partner user saves their own mobile and GDPR acceptance (If-Match required). */
  savePartnerUser: {
    method: 'PUT';
    path: '/api/api-retail/v2/partner/user';
    params: Record<string, never>;
    query: Record<string, never>;
    body: PartnerUserSave;
    response: User;
  };
  /** PUT /api/api-retail/v2/chain/user: A chain user saves their own mobile and GDPR acceptance (If-Match required). */
  saveChainUser: {
    method: 'PUT';
    path: '/api/api-retail/v2/chain/user';
    params: Record<string, never>;
    query: Record<string, never>;
    body: ChainUserSave;
    response: User;
  };
  /** PUT /api/api-retail/v2/user/password: Agency staff change their own password: 204 with the new ETag, 417 { code, message } when the new one is refused. */
  changeAgencyPassword: {
    method: 'PUT';
    path: '/api/api-retail/v2/user/password';
    params: Record<string, never>;
    query: Record<string, never>;
    body: PasswordChange & {
      agencyNumber: string;
    };
    response: void;
  };
  /** PUT /api/api-retail/v2/partner/user/password: A partner user changes their own password (as changeAgencyPassword). */
  changePartnerPassword: {
    method: 'PUT';
    path: '/api/api-retail/v2/partner/user/password';
    params: Record<string, never>;
    query: Record<string, never>;
    body: PasswordChange & {
      partner: string;
    };
    response: void;
  };
  /** PUT /api/api-retail/v2/chain/user/password: A chain user changes their own password (as changeAgencyPassword). */
  changeChainPassword: {
    method: 'PUT';
    path: '/api/api-retail/v2/chain/user/password';
    params: Record<string, never>;
    query: Record<string, never>;
    body: PasswordChange;
    response: void;
  };
  /** GET /api/api-retail/v1/webmail/sso-link: A link to the inbox with a one-minute ticket, opened in a new tab. */
  webmailLink: {
    method: 'GET';
    path: '/api/api-retail/v1/webmail/sso-link';
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    response: {
      url: string;
    };
  };
}

/** Method and path of every endpoint, for building URLs and registering routes. */
export const API_ENDPOINTS = {
  getAgencyInfo: { method: 'GET', path: '/api/api-retail/v2/agencies/{agencyNumber}/info' },
  getInternalAgencyInfo: { method: 'GET', path: '/api/api-retail/v2/internal/agencies/{agencyNumber}/info' },
  saveAgencyInfo: { method: 'PUT', path: '/api/api-retail/v2/agencies/{agencyNumber}/info' },
  saveInternalAgencyInfo: { method: 'PUT', path: '/api/api-retail/v2/internal/agencies/{agencyNumber}/info' },
  getAgencyOverview: { method: 'GET', path: '/api/api-retail/v2/internal/agencies/overview' },
  setAgencyNumber: { method: 'POST', path: '/api/api-retail/v2/internal/agency-number' },
  authorize: { method: 'POST', path: '/oauth/v2/authorize' },
  authenticate: { method: 'POST', path: '/oauth/v2/authenticate/{flowId}' },
  exchangeCode: { method: 'POST', path: '/tokenhandler/v1/callback-haapi' },
  refreshAccessToken: { method: 'GET', path: '/tokenhandler/v1/access-token' },
  tokenHandlerLogout: { method: 'GET', path: '/tokenhandler/v1/logout' },
  clientLog: { method: 'POST', path: '/log' },
  contentData: { method: 'POST', path: '/api/api-retail/v1/contentful/data' },
  contentAlerts: { method: 'POST', path: '/api/api-retail/v1/contentful/alerts' },
  winnersArchive: { method: 'GET', path: '/api/api-retail/v2/winnerslist/archive' },
  winnersFile: { method: 'GET', path: '/api/api-retail/v2/winnerslist/archive/file/{fileId}' },
  loginAlert: { method: 'GET', path: '/content/login-alert' },
  educationStatus: { method: 'POST', path: '/api/api-retail/v2/education/control/user/', aliases: ['/api/api-retail/v2/education/control/user'] },
  courseDetails: { method: 'POST', path: '/api/api-retail/v2/education/control/user/details' },
  learningToken: { method: 'POST', path: '/api/api-retail/v2/learning/token' },
  healthLive: { method: 'GET', path: '/health/live' },
  healthReady: { method: 'GET', path: '/health/ready' },
  getOrders: { method: 'GET', path: '/api/api-retail/v2/agencies/{agencyNumber}/products' },
  getInternalOrders: { method: 'GET', path: '/api/api-retail/v2/internal/agencies/{agencyNumber}/products' },
  saveOrders: { method: 'PUT', path: '/api/api-retail/v2/agencies/{agencyNumber}/products' },
  saveInternalOrders: { method: 'PUT', path: '/api/api-retail/v2/internal/agencies/{agencyNumber}/products' },
  agencyReport: { method: 'POST', path: '/api/api-retail/v2/agencies/{agencyNumber}/reports/{reportCode}' },
  agencyReportPreview: { method: 'POST', path: '/api/api-retail/v2/agencies/{agencyNumber}/reports/{reportCode}/preview' },
  internalReport: { method: 'POST', path: '/api/api-retail/v2/internal/economy/reports/{reportCode}' },
  internalReportPreview: { method: 'POST', path: '/api/api-retail/v2/internal/economy/reports/{reportCode}/preview' },
  partnerReport: { method: 'POST', path: '/api/api-retail/v2/partner/{partnerId}/economy/reports/{reportCode}' },
  partnerReportPreview: { method: 'POST', path: '/api/api-retail/v2/partner/{partnerId}/economy/reports/{reportCode}/preview' },
  reportDefinitions: { method: 'GET', path: '/api/api-retail/v2/reports/definitions' },
  reportPreferences: { method: 'GET', path: '/api/api-retail/v2/reports/preferences' },
  saveReportPreferences: { method: 'PUT', path: '/api/api-retail/v2/reports/preferences/{reportCode}' },
  deleteReportPreferences: { method: 'DELETE', path: '/api/api-retail/v2/reports/preferences/{reportCode}' },
  getStaff: { method: 'GET', path: '/api/api-retail/v2/agencies/{agency}/users' },
  getInternalStaff: { method: 'GET', path: '/api/api-retail/v2/internal/agencies/{agencyNumber}/users' },
  getStaffEducation: { method: 'GET', path: '/api/api-retail/v2/agencies/{agency}/education/control' },
  getInternalStaffEducation: { method: 'GET', path: '/api/api-retail/v2/internal/agencies/{agencyNumber}/education/control' },
  getStaffCourses: { method: 'POST', path: '/api/api-retail/v2/agencies/{agency}/education/details' },
  getInternalStaffCourses: { method: 'POST', path: '/api/api-retail/v2/internal/agencies/{agencyNumber}/education/details' },
  lookupPerson: { method: 'POST', path: '/api/api-retail/v2/person' },
  createSeller: { method: 'POST', path: '/api/api-retail/v2/users' },
  createEconomyUser: { method: 'POST', path: '/api/api-retail/v2/users/economy' },
  saveInternalStaff: { method: 'PUT', path: '/api/api-retail/v2/internal/users' },
  deleteStaff: { method: 'DELETE', path: '/api/api-retail/v2/users' },
  studioSetup: { method: 'GET', path: '/studio-api/setup' },
  studioDefinition: { method: 'GET', path: '/studio-api/definition' },
  studioReference: { method: 'GET', path: '/studio-api/reference' },
  studioMeta: { method: 'GET', path: '/studio-api/meta' },
  studioEvents: { method: 'GET', path: '/studio-api/events' },
  studioRun: { method: 'POST', path: '/studio-api/run' },
  studioReport: { method: 'POST', path: '/studio-api/report' },
  studioSave: { method: 'POST', path: '/studio-api/save' },
  studioCommit: { method: 'POST', path: '/studio-api/commit' },
  listSubscriptions: { method: 'GET', path: '/api/api-retail/v2/subscriptions' },
  createSubscription: { method: 'POST', path: '/api/api-retail/v2/agencies/{agencyNumber}/subscriptions/{reportCode}' },
  createPartnerSubscription: { method: 'POST', path: '/api/api-retail/v2/partner/{partnerId}/subscriptions/{reportCode}' },
  updateSubscription: { method: 'PATCH', path: '/api/api-retail/v2/subscriptions/{subscriptionId}' },
  deleteSubscription: { method: 'DELETE', path: '/api/api-retail/v2/subscriptions/{subscriptionId}' },
  mailOutbox: { method: 'GET', path: '/api/api-retail/v2/internal/mail-outbox' },
  mailOutboxAttachment: { method: 'GET', path: '/api/api-retail/v2/internal/mail-outbox/attachment' },
  getTerminalParameters: { method: 'GET', path: '/api/api-retail/v2/agencies/{agencyNumber}/terminal/parameters' },
  getInternalTerminalParameters: { method: 'GET', path: '/api/api-retail/v2/internal/terminal/parameters' },
  saveTerminalParameters: { method: 'PUT', path: '/api/api-retail/v2/agencies/{agencyNumber}/terminal/parameters' },
  saveInternalTerminalParameters: { method: 'PUT', path: '/api/api-retail/v2/internal/agencies/{agencyNumber}/terminal/parameters' },
  getMe: { method: 'GET', path: '/api/api-retail/v2/me' },
  getAgencyUser: { method: 'GET', path: '/api/api-retail/v2/agencies/{agency}/users/{username}' },
  getPartnerUser: { method: 'GET', path: '/api/api-retail/v2/partner/{partner}/users/{username}' },
  getChainUser: { method: 'GET', path: '/api/api-retail/v2/chain/users/{username}' },
  saveAgencyUser: { method: 'PUT', path: '/api/api-retail/v2/users' },
  savePartnerUser: { method: 'PUT', path: '/api/api-retail/v2/partner/user' },
  saveChainUser: { method: 'PUT', path: '/api/api-retail/v2/chain/user' },
  changeAgencyPassword: { method: 'PUT', path: '/api/api-retail/v2/user/password' },
  changePartnerPassword: { method: 'PUT', path: '/api/api-retail/v2/partner/user/password' },
  changeChainPassword: { method: 'PUT', path: '/api/api-retail/v2/chain/user/password' },
  webmailLink: { method: 'GET', path: '/api/api-retail/v1/webmail/sso-link' },
} as const;
