import { type Definition } from '@ombudsportalen/engine';
import aboutMe from '../../schemas/forms/about-me.json';
import gdpr from '../../schemas/forms/gdpr.json';
import mobile from '../../schemas/forms/mobile.json';
import passwordChange from '../../schemas/forms/password-change.json';
import shopDetails from '../../schemas/forms/shop-details.json';
import staffAddEconomy from '../../schemas/forms/staff-add-economy.json';
import staffAddSeller from '../../schemas/forms/staff-add-seller.json';
import staffEdit from '../../schemas/forms/staff-edit.json';
import staffOneTimePassword from '../../schemas/forms/staff-one-time-password.json';
import staffPersonLookup from '../../schemas/forms/staff-person-lookup.json';
import { serverEngine } from '../engine.js';

const { loadDefinition } = serverEngine;

// The form definitions the SPA renders, used by the server to validate the same bodies (one source of the rules).
const FILES = {
  'about-me': aboutMe, gdpr, mobile, 'password-change': passwordChange, 'shop-details': shopDetails,
  'staff-add-economy': staffAddEconomy, 'staff-add-seller': staffAddSeller, 'staff-edit': staffEdit,
  'staff-one-time-password': staffOneTimePassword, 'staff-person-lookup': staffPersonLookup,
};

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
