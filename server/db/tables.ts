// The portal database's tables as Kysely types: one description, compiled to SQLite's and PostgreSQL's SQL.
// Mirrors server/db/migrations (SQLite) and server/db/postgres/migrations (PostgreSQL); test/server/db/schemas-match.pg.test.ts
// checks that the two databases have the same tables and columns, test/server/db/tables-match-the-migrations.test.ts that
// these types match them. Flags are 0/1 integers and instants text or epoch ms on both.
import type { Generated } from 'kysely';

export interface AgenciesTable {
  agency_number: string;
  agency_name: string;
  agency_type: Generated<string>;
  revenue_segment: Generated<string>;
  campaign_segment: Generated<string>;
  category_name: Generated<string>;
  retail_chain_id: Generated<number>;
  betting_manager: Generated<string>;
  betting_manager_user_id: Generated<string>;
  betting_manager_phone: Generated<string>;
  agency_phone: Generated<string>;
  agency_email: Generated<string>;
  weekday_opening: string;
  weekday_closing: string;
  sat_opening: string;
  sat_closing: string;
  sun_opening: string;
  sun_closing: string;
  agency_address: Generated<string>;
  agency_zip_code: Generated<string>;
  agency_city: Generated<string>;
  visiting_address: Generated<string>;
  visiting_postal_number: Generated<string>;
  visiting_city: Generated<string>;
  invoice_address: Generated<string>;
  invoice_postal_number: Generated<string>;
  invoice_city: Generated<string>;
  invoice_recipient: Generated<string>;
  invoice_reference: Generated<string>;
  invoice_care_of: Generated<string>;
  invoice_store_number: Generated<string>;
  share_agency_report: Generated<number>;
  version: Generated<number>;
}

export interface AgencyArticleQuantitiesTable {
  agency_number: string;
  article_number: string;
  quantity: number;
}

export interface AgencyFormVersionsTable {
  agency_number: string;
  form: string;
  version: number;
}

export interface AgencyOrderLinesTable {
  order_id: number;
  article_number: string;
  quantity: number;
  size: string | null;
}

export interface AgencyOrdersTable {
  order_id: Generated<number>;
  agency_number: string;
  ordered_by: string;
  ordered_at: string;
}

export interface ArticleSelectionsTable {
  article_number: string;
  size: string;
  size_range: number;
  sort_order: number;
}

export interface ArticlesTable {
  article_number: string;
  category_id: number;
  article_name: string;
  max_quantity: number;
  sort_order: number;
}

export interface AuthCodesTable {
  code_hash: string;
  flow_id: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  username: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface AuthFlowsTable {
  flow_id: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  state: string;
  created_at: number;
  expires_at: number;
  completed_at: number | null;
}

export interface CalendarDaysTable {
  day: string;
}

export interface ChainsTable {
  chain_id: Generated<number>;
  chain_name: string;
}

export interface ClientLogsTable {
  id: Generated<number>;
  created_at: string;
  username: string | null;
  log_level: string;
  msg: string;
  error: string | null;
  client_time: string | null;
  client_timestamp: string | null;
  browser: string | null;
  browser_version: string | null;
  os: string | null;
  url: string | null;
}

export interface ContentAssetsTable {
  id: string;
  title: string;
  description: Generated<string>;
  file_name: string;
  mime_type: string;
  width: number | null;
  height: number | null;
  bytes: Buffer;
  created_at: string;
  updated_at: string;
}

export interface ContentEntriesTable {
  id: string;
  content_type: string;
  fields_json: string;
  publish_at: string | null;
  unpublish_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ContentImageRenditionsTable {
  asset_id: string;
  variant: string;
  mime_type: string;
  bytes: Buffer;
  created_at: string;
}

export interface ContentSeedTable {
  version: string;
  seed_day: string;
  seeded_at: string;
}

export interface CourseProgressTable {
  username: string;
  course_id: string;
  progress: Generated<number>;
  valid_until: string | null;
  completed_at: string | null;
}

export interface CoursesTable {
  course_id: string;
  course_name: string;
  mandatory: Generated<number>;
  validity_days: number;
  sort_order: number;
}

export interface EidDailyTable {
  agency_number: string;
  day: string;
  identifications: number;
  fee_ore: number;
}

export interface GamesTable {
  game_code: string;
  game_name: string;
  game_group: string;
  own_game: number;
  commission_bp: number;
}

export interface LearningTokenUsesTable {
  jti: string;
  expires_at: number;
}

export interface LedgerAccountsTable {
  game_group: string;
  account: string;
  account_name: string;
}

export interface LoginDevicesTable {
  device_hash: string;
  username: string;
  created_at: number;
  expires_at: number;
  failed_logins: Generated<number>;
  lock_count: Generated<number>;
  locked_until: number | null;
}

export interface LoginRateLimitsTable {
  bucket: string;
  hits: number;
  window_ends_at: number;
}

/** A user's last choices for a report (migration 020). */
export interface ReportPreferencesTable {
  username: string;
  report_code: string;
  format: string;
  values_json: string;
  used_at: number;
}

export interface NewCustomersMonthlyTable {
  agency_number: string;
  month_start: string;
  customer_type: string;
  new_customers: number;
  per_customer_ore: number;
}

export interface PartnerSalesWeeklyTable {
  partner_id: string;
  week_start: string;
  agency_number: string;
  items: number;
  amount_ore: number;
}

export interface PartnersTable {
  partner_id: string;
  partner_name: string;
  partner_kind: string;
  product_name: string;
  commission_bp: number;
}

export interface PasswordHistoryTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: number;
}

export interface PersonLookupAuditTable {
  at: string;
  actor: string;
  agency_number: string;
  ssn: string;
  outcome: string;
}

export interface PopulationRegisterTable {
  ssn: string;
  firstname: string;
  lastname: string;
  protected: Generated<number>;
}

export interface ProductCategoriesTable {
  category_id: Generated<number>;
  name: string;
  sort_order: number;
}

export interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  username: string;
  client_id: string;
  code_hash: string | null;
  created_at: number;
  family_expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

export interface SalesDailyTable {
  agency_number: string;
  sale_date: string;
  game_code: string;
  channel: string;
  tickets: number;
  stake_ore: number;
  payout_ore: number;
}

export interface SeedCalendarTable {
  id: Generated<number>;
  created_day: string;
  reporting_last_day: string | null;
}

export interface ShareOfferingsTable {
  agency_number: string;
  draw_date: string;
  game_code: string;
  offering_no: number;
  report_type: string;
  shares_total: number;
  shares_sold: number;
  share_price_ore: number;
  commission_bp: number;
}

export interface SigningKeysTable {
  kid: string;
  alg: string;
  private_jwk: string;
  public_jwk: string;
  created_at: number;
  active: Generated<number>;
}

export interface StaffAuditTable {
  id: Generated<number>;
  at: string;
  actor: string;
  actor_roles: string;
  agency_number: string;
  target: string;
  action: string;
  changes: Generated<string>;
}

export interface TelecashDailyTable {
  agency_number: string;
  day: string;
  terminal_id: number;
  deposits: number;
  deposit_ore: number;
  withdrawals: number;
  withdrawal_ore: number;
}

export interface TerminalParameterChangesTable {
  change_id: Generated<number>;
  agency_number: string;
  name: string;
  old_value: string | null;
  new_value: string;
  changed_by: string;
  changed_at: string;
}

export interface TerminalParametersTable {
  agency_number: string;
  name: string;
  value: string | null;
  default_value: string;
  prompt: string;
  description: string | null;
  regexp: string | null;
  sort_order: number;
}

export interface TerminalTransactionsTable {
  agency_number: string;
  tx_date: string;
  terminal_id: number;
  seq: number;
  tx_seconds: number;
  kind: string;
  game_code: string;
  amount_ore: number;
}

export interface TerminalsTable {
  agency_number: string;
  terminal_id: number;
  terminal_type: string;
}

export interface TrackCommissionMonthlyTable {
  agency_number: string;
  month_start: string;
  game_code: string;
  turnover_ore: number;
  commission_bp: number;
}

export interface UsedTicketsTable {
  jti: string;
  expires_at: number;
}

export interface UsersTable {
  username: string;
  firstname: string;
  lastname: string;
  alias: string | null;
  mobile: string | null;
  roles: string;
  social_security_number: string | null;
  person_id: string | null;
  password_hash: string;
  password_expire_date: string | null;
  force_password_change: Generated<number>;
  gdpr_accept_date: string | null;
  store_chain_id: number | null;
  agency_number: string | null;
  partner: string | null;
  locked: Generated<number>;
  failed_logins: Generated<number>;
  last_login_date: string | null;
  version: Generated<number>;
  locked_until: number | null;
  lock_count: Generated<number>;
}

export interface WinnersListsTable {
  file_id: string;
  game_type: string;
  draw_date: string;
  track_name: string;
  results_json: string;
}

/** Report subscriptions by e-mail (021; server/subscriptions/). */
export interface ReportSubscriptionsTable {
  subscription_id: string;
  username: string;
  report_code: string;
  format: string;
  agency_number: string;
  /** The partner of a partner report (migration 022); null for an agency report. */
  partner_id: string | null;
  /** JSON: the report's values besides its period. */
  parameters: string;
  period: string;
  frequency: string;
  weekday: number | null;
  hour: number;
  email: string;
  paused: Generated<number>;
  next_run_at: number;
  held_until: Generated<number>;
  claimed_by: string | null;
  attempts: Generated<number>;
  failure_reason: string | null;
  created_at: number;
}

export interface SubscriptionDeliveriesTable {
  subscription_id: string;
  period_key: string;
  message_id: string;
  status: string;
  created_at: number;
  sent_at: number | null;
}

export interface MailOutboxTable {
  message_id: string;
  recipient: string;
  subject: string;
  body_text: string;
  attachment_name: string;
  attachment_type: string;
  /** base64 */
  attachment: string;
  created_at: number;
}

/** Every table of the portal database, as Kysely sees it (the reporting views are read by analyst SQL, not here). */
export interface Database {
  agencies: AgenciesTable;
  agency_article_quantities: AgencyArticleQuantitiesTable;
  agency_form_versions: AgencyFormVersionsTable;
  agency_order_lines: AgencyOrderLinesTable;
  agency_orders: AgencyOrdersTable;
  article_selections: ArticleSelectionsTable;
  articles: ArticlesTable;
  auth_codes: AuthCodesTable;
  auth_flows: AuthFlowsTable;
  calendar_days: CalendarDaysTable;
  chains: ChainsTable;
  client_logs: ClientLogsTable;
  content_assets: ContentAssetsTable;
  content_entries: ContentEntriesTable;
  content_image_renditions: ContentImageRenditionsTable;
  content_seed: ContentSeedTable;
  course_progress: CourseProgressTable;
  courses: CoursesTable;
  eid_daily: EidDailyTable;
  games: GamesTable;
  learning_token_uses: LearningTokenUsesTable;
  ledger_accounts: LedgerAccountsTable;
  login_devices: LoginDevicesTable;
  login_rate_limits: LoginRateLimitsTable;
  mail_outbox: MailOutboxTable;
  new_customers_monthly: NewCustomersMonthlyTable;
  partner_sales_weekly: PartnerSalesWeeklyTable;
  partners: PartnersTable;
  password_history: PasswordHistoryTable;
  person_lookup_audit: PersonLookupAuditTable;
  population_register: PopulationRegisterTable;
  product_categories: ProductCategoriesTable;
  refresh_tokens: RefreshTokensTable;
  report_preferences: ReportPreferencesTable;
  report_subscriptions: ReportSubscriptionsTable;
  sales_daily: SalesDailyTable;
  seed_calendar: SeedCalendarTable;
  share_offerings: ShareOfferingsTable;
  signing_keys: SigningKeysTable;
  staff_audit: StaffAuditTable;
  subscription_deliveries: SubscriptionDeliveriesTable;
  telecash_daily: TelecashDailyTable;
  terminal_parameter_changes: TerminalParameterChangesTable;
  terminal_parameters: TerminalParametersTable;
  terminal_transactions: TerminalTransactionsTable;
  terminals: TerminalsTable;
  track_commission_monthly: TrackCommissionMonthlyTable;
  used_tickets: UsedTicketsTable;
  users: UsersTable;
  winners_lists: WinnersListsTable;
}
