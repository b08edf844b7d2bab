// The signed one-click unsubscribe link of a subscription's mails: the subscription id and an HMAC of it under a key
// derived from the portal's signing key (every instance sharing the keys accepts it; the previous keys still do after
// a rotation). It never expires: a mail's link must work as long as the subscription exists.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedSecret, type SigningKey, type SigningKeys } from '../auth/signing-key.js';

export const UNSUBSCRIBE_PATH = '/prenumeration/avsluta';
const TOKEN = /^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9_-]{22}$/;

const keyOf = (key: SigningKey): Buffer => derivedSecret(key, 'subscription-unsubscribe v1');
const mac = (key: Buffer, subscriptionId: string): Buffer => createHmac('sha256', key).update(subscriptionId).digest().subarray(0, 16);

export function createUnsubscribeTokens(keys: SigningKeys) {
  const verifying = (): Buffer[] => keys.kids.flatMap((kid) => {
    const key = keys.forKid(kid);
    return key === undefined ? [] : [keyOf(key)];
  });
  const matches = (id: string, bytes: Buffer) => verifying().some((key) => timingSafeEqual(mac(key, id), bytes));
  return {
    async tokenFor(subscriptionId: string): Promise<string> {
      return `${subscriptionId}.${mac(keyOf(await keys.signingKey()), subscriptionId).toString('base64url')}`;
    },
    /** The subscription a well-formed token this portal signed names, or undefined. */
    async subscriptionOf(token: string): Promise<string | undefined> {
      if (!TOKEN.test(token)) return undefined;
      const [id = '', presented = ''] = token.split('.');
      const bytes = Buffer.from(presented, 'base64url');
      if (bytes.length !== 16) return undefined;
      return matches(id, bytes) || (await keys.lookForNewKeys() && matches(id, bytes)) ? id : undefined;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
