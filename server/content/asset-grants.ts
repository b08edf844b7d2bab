// Who may fetch an embedded-store file (docs/decisions/content.md, issue 23 item 1): an <img src> sends no bearer token, so
// every asset URL in a content answer carries a grant: the asset's expiry and an HMAC of both under a key derived from
// the portal's signing key (every instance sharing the keys accepts it, after a rotation of a shared key file too). Only
// a caller the audience filter let see the linking entry gets the URL; a URL without a valid, unexpired grant for that
// very asset is refused. The grant is the session's (issue 37 item 17): the MAC covers the asset-session cookie the same
// content answer sets (a hash of the user and of the login session, Path=/content-assets), so a URL copied elsewhere
// is refused, and the image gate counts renders per user by it.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { isSecure } from '../auth/refresh-cookie.js';
import { derivedSecret, type SigningKey, type SigningKeys } from '../auth/signing-key.js';
import type { AuthenticatedUser } from '../auth/token-service.js';
import type { CdaAsset, CdaCollection } from './cda-types.js';
import { ASSET_PATH_PREFIX } from './local-content-service.js';

/** Grants are issued per clock hour, so an asset's URL stays the same (and browser-cached) within the hour. */
const GRANT_PERIOD_S = 60 * 60;
/** A grant is valid one to two hours: a page opened in the last minute of an hour keeps its pictures for the next. */
const GRANT_LIFETIME_S = 2 * GRANT_PERIOD_S;
/** Expiry in base 36, then 128 bits of HMAC-SHA256 in base64url. */
export const GRANT_PATTERN = '^[0-9a-z]{1,10}\\.[A-Za-z0-9_-]{22}$';
const GRANT = new RegExp(GRANT_PATTERN);

/** The cookie an <img> brings to /content-assets: the session the grants of its URLs were made for. */
export const ASSET_SESSION_COOKIE = 'portal-as';
/** A user tag (96 bits) and a session tag (128 bits), both base64url. */
const ASSET_SESSION = /^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}$/;

const tag = (purpose: string, value: string, bytes: number) => createHash('sha256').update(`${purpose}\n${value}`).digest().subarray(0, bytes).toString('base64url');

/**
 * The asset session of a caller's login session: who (a hash of the username, the image gate's key) and which login
 * (a hash of the session id, which only the session's own tokens carry). Undefined without a login session (the login
 * page's alert): such an answer's files get no grant.
 */
export function assetSessionOf(user: AuthenticatedUser | null): string | undefined {
  if (user?.sessionId === undefined) return undefined;
  return `${tag('content-asset user v1', user.username.toUpperCase(), 12)}.${tag('content-asset session v1', user.sessionId, 16)}`;
}

/** The asset session a request brought (well-formed or undefined); whether it is the grant's is the grant's MAC to say. */
export function presentedAssetSession(cookies: Record<string, string | undefined>): string | undefined {
  const value = cookies[ASSET_SESSION_COOKIE];
  return value !== undefined && ASSET_SESSION.test(value) ? value : undefined;
}

/** The user part of an asset session: the image gate counts renders by it. */
export const assetSessionUser = (session: string): string => session.slice(0, session.indexOf('.'));

/** Sets the asset-session cookie beside a content answer: HttpOnly, sent only to the files, as long as a grant lasts. */
export function setAssetSessionCookie(reply: FastifyReply, publicOrigin: string | null, session: string): void {
  void reply.setCookie(ASSET_SESSION_COOKIE, session, {
    httpOnly: true, sameSite: 'strict', path: ASSET_PATH_PREFIX, secure: isSecure(publicOrigin, reply.request), maxAge: GRANT_LIFETIME_S,
  });
}

// A key of its own for this purpose, derived from the signing key (never the signing key itself).
const grantKeyOf = (key: SigningKey): Buffer => derivedSecret(key, 'content-asset-grant v1');

export function createAssetGrants(keys: SigningKeys, now: () => Date) {
  // HKDF per signing key, kept for the keys of the set as it is now (a rotation replaces the set).
  const grantKeys = new Map<string, Buffer>();
  const grantKeyFor = (key: SigningKey): Buffer => {
    let derived = grantKeys.get(key.kid);
    if (derived === undefined) {
      for (const kid of grantKeys.keys()) if (!keys.kids.includes(kid)) grantKeys.delete(kid);
      derived = grantKeyOf(key);
      grantKeys.set(key.kid, derived);
    }
    return derived;
  };
  // The previous keys still verify after a rotation, as they do for access tokens.
  const verifying = (): Buffer[] => keys.kids.flatMap((kid) => {
    const key = keys.forKid(kid);
    return key === undefined ? [] : [grantKeyFor(key)];
  });
  const mac = (key: Buffer, assetId: string, expiry: string, session: string) => createHmac('sha256', key).update(`${assetId}\n${expiry}\n${session}`).digest().subarray(0, 16);
  const matches = (bytes: Buffer, assetId: string, expiry: string, session: string) => verifying().some((key) => timingSafeEqual(mac(key, assetId, expiry, session), bytes));

  const grantFor = (signing: SigningKey, assetId: string, session: string): string => {
    const start = Math.floor(now().getTime() / 1000 / GRANT_PERIOD_S) * GRANT_PERIOD_S;
    const expiry = (start + GRANT_LIFETIME_S).toString(36);
    return `${expiry}.${mac(grantKeyFor(signing), assetId, expiry, session).toString('base64url')}`;
  };

  return {
    /** The grant for an asset in an asset session, made with the key that signs now. */
    grantFor: async (assetId: string, session: string): Promise<string> => grantFor(await keys.signingKey(), assetId, session),
    /**
     * True for an unexpired grant this portal made for exactly this asset and this asset session. A well-formed grant no
     * key verifies makes the set look for new keys (bounded): another instance of the fleet may already grant with a rotated key.
     */
    async allows(grant: string, assetId: string, session: string | undefined): Promise<boolean> {
      const [expiry = '', presented = ''] = grant.split('.');
      if (session === undefined || !GRANT.test(grant) || Number.parseInt(expiry, 36) * 1000 <= now().getTime()) return false;
      const bytes = Buffer.from(presented, 'base64url');
      if (bytes.length !== 16) return false;
      return matches(bytes, assetId, expiry, session) || (await keys.lookForNewKeys() && matches(bytes, assetId, expiry, session));
    },
    /**
     * The collection with each embedded-store asset's URL carrying its grant for the asset session (new objects: the
     * input is left as it is). Without a session the URLs stay without a grant, and so unfetchable.
     */
    async withGrants(collection: CdaCollection, session: string | undefined): Promise<CdaCollection> {
      const assets: CdaAsset[] | undefined = collection.includes?.Asset;
      if (session === undefined || assets === undefined || assets.length === 0) return collection;
      const signing = await keys.signingKey();
      const granted = assets.map((asset): CdaAsset => {
        const file = asset.fields.file;
        const prefix = `${ASSET_PATH_PREFIX}/${encodeURIComponent(asset.sys.id)}/`;
        if (typeof file.url !== 'string' || !file.url.startsWith(prefix)) return asset;
        const url = `${prefix}${grantFor(signing, asset.sys.id, session)}/${file.url.slice(prefix.length)}`;
        return { ...asset, fields: { ...asset.fields, file: { ...file, url } } };
      });
      return { ...collection, includes: { ...collection.includes, Asset: granted } };
    },
  };
}

export type AssetGrants = ReturnType<typeof createAssetGrants>;
