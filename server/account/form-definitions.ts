import { type Definition, loadDefinition } from '../../engine/index.js';
import aboutMe from '../../schemas/forms/about-me.json';
import gdpr from '../../schemas/forms/gdpr.json';
import mobile from '../../schemas/forms/mobile.json';
import passwordChange from '../../schemas/forms/password-change.json';
import shopDetails from '../../schemas/forms/shop-details.json';

// The form definitions the SPA renders, used by the server to validate the same bodies (one source of the rules).
const FILES = { 'about-me': aboutMe, gdpr, mobile, 'password-change': passwordChange, 'shop-details': shopDetails };

export type FormName = keyof typeof FILES;

const loaded = new Map<FormName, Definition>();

/** A form definition, loaded (meta-schema and meaning checked) on first use; its validator compiles on first validation. */
export function formDefinition(name: FormName): Definition {
  let def = loaded.get(name);
  if (def === undefined) {
    def = loadDefinition(FILES[name], `schemas/forms/${name}.json`);
    loaded.set(name, def);
  }
  return def;
}
