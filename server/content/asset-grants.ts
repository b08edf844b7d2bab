// Who may fetch an embedded-store file (docs/decisions/content.md, issue 23 item 1): an <img src> sends no bearer token, so
// every asset URL in a content answer carries a grant: the asset's expiry and an HMAC of both under a key derived from
// the portal's signing key (every instance sharing the keys accepts it, after a rotation of a shared key file too). Only
// a caller the audience filter let see the linking entry gets the URL; a URL without a valid, unexpired grant for that
// very asset is refused.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedSecret, type SigningKey, type SigningKeys } from '../auth/signing-key.js';
import type { CdaAsset, CdaCollection } from './cda-types.js';
import { ASSET_PATH_PREFIX } from './local-content-service.js';

/** Grants are issued per clock hour, so an asset's URL stays the same (and browser-cached) within the hour. */
const GRANT_PERIOD_S = 60 * 60;
/** A grant is valid one to two hours: a page opened in the last minute of an hour keeps its pictures for the next. */
const GRANT_LIFETIME_S = 2 * GRANT_PERIOD_S;
/** Expiry in base 36, then 128 bits of HMAC-SHA256 in base64url. */
export const GRANT_PATTERN = '^[0-9a-z]{1,10}\\.[A-Za-z0-9_-]{22}$';
const GRANT = new RegExp(GRANT_PATTERN);

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
  const mac = (key: Buffer, assetId: string, expiry: string) => createHmac('sha256', key).update(`${assetId}\n${expiry}`).digest().subarray(0, 16);
  const matches = (bytes: Buffer, assetId: string, expiry: string) => verifying().some((key) => timingSafeEqual(mac(key, assetId, expiry), bytes));

  const grantFor = (signing: SigningKey, assetId: string): string => {
    const start = Math.floor(now().getTime() / 1000 / GRANT_PERIOD_S) * GRANT_PERIOD_S;
    const expiry = (start + GRANT_LIFETIME_S).toString(36);
    return `${expiry}.${mac(grantKeyFor(signing), assetId, expiry).toString('base64url')}`;
  };

  return {
    /** The grant for an asset, made with the key that signs now. */
    grantFor: async (assetId: string): Promise<string> => grantFor(await keys.signingKey(), assetId),
    /**
     * True for an unexpired grant this portal made for exactly this asset. A well-formed grant no key verifies makes the
     * set look for new keys (bounded): another instance of the fleet may already grant with a rotated key.
     */
    async allows(grant: string, assetId: string): Promise<boolean> {
      const [expiry = '', presented = ''] = grant.split('.');
      if (!GRANT.test(grant) || Number.parseInt(expiry, 36) * 1000 <= now().getTime()) return false;
      const bytes = Buffer.from(presented, 'base64url');
      if (bytes.length !== 16) return false;
      return matches(bytes, assetId, expiry) || (await keys.lookForNewKeys() && matches(bytes, assetId, expiry));
    },
    /** The collection with each embedded-store asset's URL carrying its grant (new objects: the input is left as it is). */
    async withGrants(collection: CdaCollection): Promise<CdaCollection> {
      const assets: CdaAsset[] | undefined = collection.includes?.Asset;
      if (assets === undefined || assets.length === 0) return collection;
      const signing = await keys.signingKey();
      const granted = assets.map((asset): CdaAsset => {
        const file = asset.fields.file;
        const prefix = `${ASSET_PATH_PREFIX}/${encodeURIComponent(asset.sys.id)}/`;
        if (typeof file.url !== 'string' || !file.url.startsWith(prefix)) return asset;
        const url = `${prefix}${grantFor(signing, asset.sys.id)}/${file.url.slice(prefix.length)}`;
        return { ...asset, fields: { ...asset.fields, file: { ...file, url } } };
      });
      return { ...collection, includes: { ...collection.includes, Asset: granted } };
    },
  };
}

export type AssetGrants = ReturnType<typeof createAssetGrants>;
