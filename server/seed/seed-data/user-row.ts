/** One seeded user row (also the shape of the staff rows in staff.ts). */
export interface StaffSeedRow {
  username: string; first: string; last: string; roles: string[]; mobile: string | null;
  alias?: string; born?: [string, string]; agency?: string; chain?: number; partner?: string;
  gdpr?: string | null; forceChange?: boolean; locked?: boolean;
}
