import type { Db } from '../db/open-database.js';

/** Single-use tickets (the webmail link): a ticket's jti is recorded at its first use and kept until it expires. */
export function createUsedTicketRepository(db: Db) {
  const purgeStmt = db.prepare('DELETE FROM used_tickets WHERE expires_at <= ?');
  const claimStmt = db.prepare('INSERT INTO used_tickets (jti, expires_at) VALUES (?, ?) ON CONFLICT (jti) DO NOTHING');
  const countStmt = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM used_tickets');

  return {
    /**
     * True for the first use of the ticket, false for every later one. One INSERT decides (the primary key), so two
     * redemptions at once, even from two processes, cannot both win. Expired records go first: their tickets are refused
     * by their expiry anyway, so the table only ever holds the last minute's tickets.
     */
    claim(jti: string, expiresAtMs: number, nowMs: number): boolean {
      purgeStmt.run(nowMs);
      return claimStmt.run(jti, expiresAtMs).changes === 1;
    },
    count(): number {
      return countStmt.get()?.n ?? 0;
    },
  };
}

export type UsedTicketRepository = ReturnType<typeof createUsedTicketRepository>;
