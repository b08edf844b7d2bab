import { insertedOne } from '../db/dialect.js';
import type { Store } from '../db/store.js';

/** Single-use tickets (the webmail link): a ticket's jti is recorded at its first use and kept until it expires. */
export function createUsedTicketRepository(store: Store) {
  const { db } = store;
  return {
    /**
     * True for the first use of the ticket, false for every later one. One INSERT decides (the primary key), so two
     * redemptions at once, even from two processes, cannot both win. Expired records go first: their tickets are refused
     * by their expiry anyway, so the table only ever holds the last minute's tickets.
     */
    async claim(jti: string, expiresAtMs: number, nowMs: number): Promise<boolean> {
      await db.deleteFrom('used_tickets').where('expires_at', '<=', nowMs).execute();
      const result = await db.insertInto('used_tickets').values({ jti, expires_at: expiresAtMs })
        .onConflict((conflict) => conflict.column('jti').doNothing()).executeTakeFirst();
      return insertedOne(result);
    },
    async count(): Promise<number> {
      const row = await db.selectFrom('used_tickets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

export type UsedTicketRepository = ReturnType<typeof createUsedTicketRepository>;
